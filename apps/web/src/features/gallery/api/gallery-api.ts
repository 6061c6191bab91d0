/**
 * Gallery endpoints of the data cache (spec point 7 "Gallery", page size 5 of spec point 9; issue 20).
 * The nested listing (places of one level with their newest images) and the widget's newest images are
 * tagged `GalleryImage`. An upload, move or delete answers the images it changed: they go into the
 * cached places and the widget (no refetch), as the slice did (`addImagesToWidget`, counts per place).
 */
import { addImagesToWidget, GALLERY_PAGE_SIZE, GALLERY_WIDGET_LIMIT, removeGalleryImages } from '@lintel/shared';
import type {
  AddGalleryImagesInput,
  BulkDeleteResponse,
  GalleryImage,
  GalleryImagesMessageResponse,
  GalleryLevel,
  GalleryNestedResponse,
  GalleryWidgetResponse,
  MoveGalleryImagesInput,
} from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';

/** GET /galleries's filters: a level, and the property (or unit) or parent it is inside. */
export interface GalleryQuery {
  level?: GalleryLevel;
  property?: string | undefined;
  room?: string | undefined;
  parentId?: string | undefined;
}

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

export const defaultGalleryView: GalleryView = { level: 'property', property: null, unit: null };

/** The GET /galleries query for a view: units of a property, rooms of a property or unit, or a whole level. */
export function galleryQueryOf(view: GalleryView): GalleryQuery {
  if (view.level === 'unit') return { level: 'unit', parentId: view.property?.id };
  if (view.level === 'room') return { level: 'room', property: view.unit?.id ?? view.property?.id };
  return { level: 'property' };
}

type Dispatch = (action: unknown) => unknown;
type Pages = { pages: GalleryNestedResponse[] };

/** The place an image hangs on, in the terms of the nested listing's entry ids. */
const placeIdOf = (image: GalleryImage) => image.room?.id ?? image.unit?.id ?? image.property.id;

function removeFromPlaces(draft: Pages, ids: readonly string[]) {
  for (const page of draft.pages)
    for (const entry of page.results) {
      const before = entry.gallery.length;
      entry.gallery = entry.gallery.filter((image) => !ids.includes(image.id));
      entry.imagesCount = Math.max(0, entry.imagesCount - (before - entry.gallery.length));
      entry.hasGallery = entry.imagesCount > 0;
    }
}

function addToPlaces(draft: Pages, images: readonly GalleryImage[]) {
  for (const image of [...images].reverse())
    for (const page of draft.pages) {
      const entry = page.results.find((candidate) => candidate.id === placeIdOf(image) && candidate.level === image.level);
      if (!entry) continue;
      entry.gallery = [{ id: image.id, image: image.image }, ...entry.gallery.filter((existing) => existing.id !== image.id)];
      entry.imagesCount += 1;
      entry.hasGallery = true;
      page.meta.hasGallery = true;
    }
}

/** Applies a change to every cached nested listing and to the widget. */
function patchGallery(
  dispatch: Dispatch,
  getState: () => unknown,
  places: (draft: Pages) => void,
  widget: (images: GalleryImage[]) => GalleryImage[],
) {
  for (const query of galleryApi.util.selectCachedArgsForQuery(getState() as AppState, 'galleries'))
    dispatch(galleryApi.util.updateQueryData('galleries', query, places));
  dispatch(galleryApi.util.updateQueryData('galleryWidget', undefined, (draft) => widget(draft)));
}

export const galleryApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /galleries: the places of one level with their newest images, five a page. */
    galleries: build.infiniteQuery<GalleryNestedResponse, GalleryQuery, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/galleries',
        params: { pageSize: GALLERY_PAGE_SIZE, ...queryArg, page: pageParam },
        error: 'Failed to fetch gallery',
      }),
      providesTags: ['GalleryImage'],
    }),
    /** GET /galleries/widget-data: the newest images (silent, spec point 8). */
    galleryWidget: build.query<GalleryImage[], void>({
      query: () => ({ path: '/galleries/widget-data', error: 'Failed to fetch gallery', silent: true }),
      transformResponse: (answer: GalleryWidgetResponse) => answer.images.slice(0, GALLERY_WIDGET_LIMIT),
      providesTags: ['GalleryImage'],
    }),
    addGalleryImages: build.mutation<GalleryImagesMessageResponse, AddGalleryImagesInput>({
      query: (body) => ({
        path: '/galleries',
        method: 'POST',
        body,
        error: 'Failed to upload images',
        success: (answer: GalleryImagesMessageResponse) => answer.message,
      }),
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { images } = answer.data;
        patchGallery(dispatch, getState, (draft) => addToPlaces(draft, images), (widget) => addImagesToWidget(widget, images));
      },
    }),
    /** PUT /galleries/move-images: failures are silent (the modal shows the message). */
    moveGalleryImages: build.mutation<GalleryImagesMessageResponse, MoveGalleryImagesInput>({
      query: (body) => ({
        path: '/galleries/move-images',
        method: 'PUT',
        body,
        error: 'Failed to move images',
        success: (answer: GalleryImagesMessageResponse) => answer.message,
        silent: true,
      }),
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { images } = answer.data;
        const ids = images.map((image) => image.id);
        patchGallery(
          dispatch,
          getState,
          (draft) => {
            removeFromPlaces(draft, ids);
            addToPlaces(draft, images);
          },
          (widget) => widget.map((image) => images.find((moved) => moved.id === image.id) ?? image),
        );
      },
    }),
    deleteGalleryImages: build.mutation<BulkDeleteResponse, string[]>({
      query: (ids) => ({
        path: '/galleries/delete-images',
        method: 'DELETE',
        params: { images: ids.join(',') },
        error: 'Failed to delete images',
        success: (answer: BulkDeleteResponse) => answer.message,
      }),
      async onQueryStarted(_ids, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { deletedIds } = answer.data;
        patchGallery(dispatch, getState, (draft) => removeFromPlaces(draft, deletedIds), (widget) => removeGalleryImages(widget, deletedIds));
      },
    }),
  }),
});

export const {
  useGalleriesInfiniteQuery,
  useGalleryWidgetQuery,
  useAddGalleryImagesMutation,
  useMoveGalleryImagesMutation,
  useDeleteGalleryImagesMutation,
} = galleryApi;

/** The move mutation's shared state: the page clears its selection when the modal's move succeeds. */
export const MOVE_GALLERY_KEY = 'gallery.move';
