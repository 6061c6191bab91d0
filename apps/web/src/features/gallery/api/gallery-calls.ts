/** Gallery calls of spec point 7 with their thunks; page size 5 (spec point 9). */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { GALLERY_PAGE_SIZE } from '@lintel/shared';
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
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface GalleryQuery {
  page?: number;
  pageSize?: number;
  level?: GalleryLevel;
  property?: string | undefined;
  room?: string | undefined;
  parentId?: string | undefined;
}

/** Nested listing (places of one level with their newest images). */
export const getGalleries = (query: GalleryQuery, signal?: AbortSignal) =>
  api.get<GalleryNestedResponse>('/galleries', { query: { pageSize: GALLERY_PAGE_SIZE, ...query }, signal });
export const postGalleryImages = (input: AddGalleryImagesInput) =>
  api.post<GalleryImagesMessageResponse>('/galleries', input);
export const putMoveImages = (input: MoveGalleryImagesInput) =>
  api.put<GalleryImagesMessageResponse>('/galleries/move-images', input);
export const deleteImagesRequest = (ids: string[]) =>
  api.delete<BulkDeleteResponse>('/galleries/delete-images', { query: { images: ids.join(',') } });
export const getWidgetData = (signal?: AbortSignal) =>
  api.get<GalleryWidgetResponse>('/galleries/widget-data', { signal });

type Rejected = { rejectValue: string };

export const fetchGalleries = createApiThunk<GalleryNestedResponse, { query: GalleryQuery; append?: boolean }>(
  'gallery/fetchList',
  ({ query }, signal) => getGalleries(query, signal),
  { error: 'Failed to fetch gallery' },
);

/** Spec point 8: widget-image failures set rejected without a toast. */
export const fetchGalleryWidget = createApiThunk<GalleryImage[], void>(
  'gallery/fetchWidget',
  async (_arg, signal) => (await getWidgetData(signal)).images,
  { error: 'Failed to fetch gallery', silent: true },
);

export const addGalleryImages = createAsyncThunk<GalleryImagesMessageResponse, AddGalleryImagesInput, Rejected>(
  'gallery/add',
  async (input, { rejectWithValue }) => {
    try {
      const response = await postGalleryImages(input);
      toastSuccess(response.message);
      return response;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to upload images'));
    }
  },
);

/** Spec point 8: move failures set rejected without a toast (the modal shows the message). */
export const moveGalleryImages = createAsyncThunk<GalleryImagesMessageResponse, MoveGalleryImagesInput, Rejected>(
  'gallery/move',
  async (input, { rejectWithValue }) => {
    try {
      const response = await putMoveImages(input);
      toastSuccess(response.message);
      return response;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to move images', { silent: true }));
    }
  },
);

export const deleteGalleryImages = createAsyncThunk<BulkDeleteResponse, string[], Rejected>(
  'gallery/delete',
  async (ids, { rejectWithValue }) => {
    try {
      const response = await deleteImagesRequest(ids);
      toastSuccess(response.message);
      return response;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to delete images'));
    }
  },
);
