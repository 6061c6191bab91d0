/**
 * Gallery state (spec points 3, 4 and 9 "Gallery"): the level being browsed (property → unit → room,
 * with the drill-down path for breadcrumbs), the nested page of places (page size 5, load more), and
 * the widget's newest 4 images. Uploads, moves and deletes adjust the loaded places and the widget.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addImagesToWidget, removeGalleryImages } from '@lintel/shared';
import type { AsyncStatus, GalleryEntry, GalleryImage, GalleryLevel, Pagination } from '@lintel/shared';
import {
  addGalleryImages,
  deleteGalleryImages,
  fetchGalleries,
  fetchGalleryWidget,
  moveGalleryImages,
} from '../api/gallery-calls.ts';
import type { GalleryQuery } from '../api/gallery-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { gallerySlot } from './gallery-slot.ts';

export interface GalleryPlaceRef {
  id: string;
  nickname: string;
}

/** What is being browsed: a level, optionally inside a property (and a unit of it). */
export interface GalleryView {
  level: GalleryLevel;
  property: GalleryPlaceRef | null;
  unit: GalleryPlaceRef | null;
}

export interface GalleryState {
  view: GalleryView;
  list: {
    entries: GalleryEntry[];
    pagination: Pagination | null;
    hasGallery: boolean | null;
    status: AsyncStatus;
    loadMoreStatus: AsyncStatus;
    error: string | null;
    requestId: string | null;
  };
  widget: { images: GalleryImage[]; status: AsyncStatus };
  addStatus: AsyncStatus;
  moveStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  error: string | null;
}

export const initialGalleryState: GalleryState = {
  view: { level: 'property', property: null, unit: null },
  list: {
    entries: [],
    pagination: null,
    hasGallery: null,
    status: 'idle',
    loadMoreStatus: 'idle',
    error: null,
    requestId: null,
  },
  widget: { images: [], status: 'idle' },
  addStatus: 'idle',
  moveStatus: 'idle',
  deleteStatus: 'idle',
  error: null,
};

/** The GET /galleries query for a view: units of a property, rooms of a property or unit, or a whole level. */
export function galleryQueryOf(view: GalleryView): GalleryQuery {
  if (view.level === 'unit') return { level: 'unit', parentId: view.property?.id };
  if (view.level === 'room') return { level: 'room', property: view.unit?.id ?? view.property?.id };
  return { level: 'property' };
}

/** The place an image hangs on, in the terms of the nested listing's entry ids. */
function placeIdOf(image: GalleryImage): string {
  return image.room?.id ?? image.unit?.id ?? image.property.id;
}

function removeFromEntries(state: GalleryState, ids: string[]) {
  for (const entry of state.list.entries) {
    const before = entry.gallery.length;
    entry.gallery = entry.gallery.filter((image) => !ids.includes(image.id));
    entry.imagesCount = Math.max(0, entry.imagesCount - (before - entry.gallery.length));
    entry.hasGallery = entry.imagesCount > 0;
  }
}

function addToEntries(state: GalleryState, images: GalleryImage[]) {
  for (const image of [...images].reverse()) {
    const entry = state.list.entries.find(
      (candidate) => candidate.id === placeIdOf(image) && candidate.level === image.level,
    );
    if (!entry) continue;
    entry.gallery = [
      { id: image.id, image: image.image },
      ...entry.gallery.filter((existing) => existing.id !== image.id),
    ];
    entry.imagesCount += 1;
    entry.hasGallery = true;
  }
}

const gallerySlice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
    galleryViewChanged(state, action: PayloadAction<GalleryView>) {
      state.view = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchGalleries.pending, (state, action) => {
        state.list.requestId = action.meta.requestId;
        state.list.error = null;
        if (action.meta.arg.append) state.list.loadMoreStatus = 'pending';
        else state.list.status = 'pending';
      })
      .addCase(fetchGalleries.fulfilled, (state, action) => {
        if (state.list.requestId !== action.meta.requestId) return;
        const { results, pagination, meta } = action.payload;
        if (action.meta.arg.append) {
          const known = new Set(state.list.entries.map((entry) => entry.id));
          state.list.entries.push(...results.filter((entry) => !known.has(entry.id)));
          state.list.loadMoreStatus = 'succeeded';
        } else {
          state.list.entries = results;
          state.list.status = 'succeeded';
          state.list.loadMoreStatus = 'idle';
        }
        state.list.pagination = pagination;
        state.list.hasGallery = meta.hasGallery;
      })
      .addCase(fetchGalleries.rejected, (state, action) => {
        if (wasAborted(action) || state.list.requestId !== action.meta.requestId) return;
        state.list.error = action.payload ?? 'Failed to fetch gallery';
        if (action.meta.arg.append) state.list.loadMoreStatus = 'rejected';
        else state.list.status = 'rejected';
      })
      .addCase(fetchGalleryWidget.pending, (state) => {
        state.widget.status = 'pending';
      })
      .addCase(fetchGalleryWidget.fulfilled, (state, action) => {
        state.widget = { images: action.payload.slice(0, 4), status: 'succeeded' };
      })
      .addCase(fetchGalleryWidget.rejected, (state, action) => {
        if (!wasAborted(action)) state.widget.status = 'rejected';
      })
      .addCase(addGalleryImages.pending, (state) => {
        state.addStatus = 'pending';
      })
      .addCase(addGalleryImages.fulfilled, (state, action) => {
        state.addStatus = 'succeeded';
        const { images } = action.payload;
        addToEntries(state, images);
        state.widget.images = addImagesToWidget(state.widget.images, images);
        state.list.hasGallery = true;
      })
      .addCase(addGalleryImages.rejected, (state, action) => {
        if (!wasAborted(action)) state.addStatus = 'rejected';
      })
      .addCase(moveGalleryImages.pending, (state) => {
        state.moveStatus = 'pending';
        state.error = null;
      })
      .addCase(moveGalleryImages.fulfilled, (state, action) => {
        state.moveStatus = 'succeeded';
        const { images } = action.payload;
        removeFromEntries(
          state,
          images.map((image) => image.id),
        );
        addToEntries(state, images);
        state.widget.images = state.widget.images.map(
          (image) => images.find((moved) => moved.id === image.id) ?? image,
        );
      })
      .addCase(moveGalleryImages.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.moveStatus = 'rejected';
        state.error = action.payload ?? 'Failed to move images';
      })
      .addCase(deleteGalleryImages.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteGalleryImages.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        removeFromEntries(state, action.payload.deletedIds);
        state.widget.images = removeGalleryImages(state.widget.images, action.payload.deletedIds);
      })
      .addCase(deleteGalleryImages.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      });
  },
});

export const { galleryViewChanged } = gallerySlice.actions;
export const galleryReducer = gallerySlice.reducer;

// Loading this module (with the screens, modals and widgets that use it) plugs the slice into the store.
gallerySlot.register(gallerySlice.reducer);
