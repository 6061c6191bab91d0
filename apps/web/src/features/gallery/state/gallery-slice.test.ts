import { describe, expect, it } from 'vitest';
import type { GalleryEntry, GalleryImage } from '@lintel/shared';
import {
  addGalleryImages,
  deleteGalleryImages,
  fetchGalleries,
  fetchGalleryWidget,
  moveGalleryImages,
} from '../api/gallery-calls.ts';
import { galleryQueryOf, galleryReducer, initialGalleryState } from './gallery-slice.ts';

let counter = 0;
const id = () => `018f0000-0000-7000-8000-${String(++counter).padStart(12, '0')}`;
const home = { id: id(), nickname: 'Elm St' };
const kitchen = { id: id(), name: 'Kitchen' as const, nickname: null };
const bath = { id: id(), name: 'Bathroom' as const, nickname: null };

function image(room: typeof kitchen | typeof bath | null): GalleryImage {
  const imageId = id();
  return {
    id: imageId,
    image: { id: id(), name: `${imageId}.png`, mimeType: 'image/png', size: 1, url: `/f/${imageId}`, previewUrl: null },
    level: room ? 'room' : 'property',
    property: home,
    unit: null,
    room,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function entry(room: typeof kitchen | typeof bath, images: GalleryImage[]): GalleryEntry {
  return {
    id: room.id,
    level: 'room',
    property: home,
    unit: null,
    room,
    gallery: images.map((item) => ({ id: item.id, image: item.image })),
    imagesCount: images.length,
    hasGallery: images.length > 0,
  };
}

describe('gallery slice (spec points 3, 4 and 9 "Gallery")', () => {
  it('asks for the level being browsed: units of a property, rooms of a property or unit', () => {
    expect(galleryQueryOf({ level: 'property', property: null, unit: null })).toEqual({ level: 'property' });
    expect(galleryQueryOf({ level: 'unit', property: home, unit: null })).toEqual({ level: 'unit', parentId: home.id });
    expect(galleryQueryOf({ level: 'room', property: home, unit: { id: 'u1', nickname: 'Apt 1' } })).toEqual({
      level: 'room',
      property: 'u1',
    });
  });

  it('9: the widget keeps the newest 4 after an upload; a delete removes from widget and places', () => {
    const old = [image(null), image(null), image(null), image(null)];
    let state = galleryReducer(initialGalleryState, fetchGalleryWidget.fulfilled(old, 'w1'));
    const added = [image(kitchen), image(kitchen)];
    state = galleryReducer(state, fetchGalleries.pending('r1', { query: {} }));
    state = galleryReducer(
      state,
      fetchGalleries.fulfilled(
        {
          results: [entry(kitchen, [])],
          pagination: { page: 1, pageSize: 5, total: 1, totalPages: 1 },
          meta: { hasGallery: false, isFlatStructure: false },
        },
        'r1',
        { query: {} },
      ),
    );
    state = galleryReducer(
      state,
      addGalleryImages.fulfilled({ message: 'Images were added to the gallery', images: added }, 'a1', {
        images: [],
        property: home.id,
      }),
    );
    expect(state.widget.images.map((item) => item.id)).toEqual([added[0]!.id, added[1]!.id, old[0]!.id, old[1]!.id]);
    expect(state.list.entries[0]?.imagesCount).toBe(2);
    expect(state.list.hasGallery).toBe(true);
    state = galleryReducer(
      state,
      deleteGalleryImages.fulfilled({ message: 'Images were deleted', deletedIds: [added[0]!.id] }, 'd1', [
        added[0]!.id,
      ]),
    );
    expect(state.widget.images).toHaveLength(3);
    expect(state.list.entries[0]?.gallery.map((item) => item.id)).toEqual([added[1]!.id]);
  });

  it('a move takes the image from one room to the other', () => {
    const photo = image(kitchen);
    let state = galleryReducer(
      galleryReducer(initialGalleryState, fetchGalleries.pending('r1', { query: {} })),
      fetchGalleries.fulfilled(
        {
          results: [entry(kitchen, [photo]), entry(bath, [])],
          pagination: { page: 1, pageSize: 5, total: 2, totalPages: 1 },
          meta: { hasGallery: true, isFlatStructure: false },
        },
        'r1',
        { query: {} },
      ),
    );
    const moved = { ...photo, room: bath };
    state = galleryReducer(
      state,
      moveGalleryImages.fulfilled({ message: 'Images were moved', images: [moved] }, 'm1', {
        galleryIds: [photo.id],
        property: home.id,
        room: bath.id,
      }),
    );
    expect(state.list.entries[0]?.imagesCount).toBe(0);
    expect(state.list.entries[1]?.gallery.map((item) => item.id)).toEqual([photo.id]);
  });
});
