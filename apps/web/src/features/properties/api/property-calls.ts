/** Property, unit, room and amenity calls of spec point 7 with their thunks and point 8 toasts. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type {
  Amenity,
  CreatePropertyInput,
  ListPropertiesQuery,
  Property,
  PropertyDetails,
  PropertyListResponse,
  PropertyStatistics,
  Room,
  RoomInput,
  UpdatePropertyInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

/** GET /properties query as the client sends it (the shared input type has coerced, unknown numbers). */
export type PropertyListQuery = Omit<ListPropertiesQuery, 'archived' | 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
  archived?: boolean;
};

export const getProperties = (query: PropertyListQuery, signal?: AbortSignal) =>
  api.get<PropertyListResponse>('/properties', {
    signal,
    query: { ...query, archived: query.archived === undefined ? undefined : String(query.archived) },
  });
export const getProperty = (id: string, signal?: AbortSignal) =>
  api.get<PropertyDetails>(`/properties/${id}`, { signal });
export const postProperty = (input: CreatePropertyInput) => api.post<Property>('/properties', input);
export const putProperty = (id: string, input: UpdatePropertyInput) => api.put<Property>(`/properties/${id}`, input);
export const deletePropertyRequest = (id: string) => api.delete(`/properties/${id}`);
export const patchArchive = (id: string, archived: boolean) =>
  api.patch<Property>(`/properties/${id}/archive`, { archived });
export const getStatistics = () => api.get<PropertyStatistics>('/properties/statistics');
export const getAmenities = () => api.get<{ amenities: Amenity[] }>('/amenities', { query: { entity: 'property' } });
export const postRoom = (propertyId: string, input: RoomInput) =>
  api.post<Room>(`/properties/${propertyId}/rooms`, input);
export const putRoom = (propertyId: string, roomId: string, input: RoomInput) =>
  api.put<Room>(`/properties/${propertyId}/rooms/${roomId}`, input);
export const deleteRoomRequest = (propertyId: string, roomId: string) =>
  api.delete(`/properties/${propertyId}/rooms/${roomId}`);

const kind = (isUnit: boolean) => (isUnit ? 'Unit' : 'Property');

export const fetchProperties = createApiThunk<PropertyListResponse['data'], { query: PropertyListQuery; append?: boolean }>(
  'properties/fetchList',
  async ({ query }, signal) => (await getProperties(query, signal)).data,
  { error: 'Failed to fetch properties' },
);

/** Dashboard widget: the newest 4 (spec point 9). */
export const fetchNewestProperties = createApiThunk<Property[], void>(
  'properties/fetchNewest',
  async (_arg, signal) => (await getProperties({ page: 1, pageSize: 4, sortBy: 'newest' }, signal)).data.results,
  { error: 'Failed to fetch properties', silent: true },
);

export const fetchPropertyDetails = createApiThunk<PropertyDetails, string>(
  'properties/fetchDetails',
  (id, signal) => getProperty(id, signal),
  { error: 'Failed to fetch property' },
);

/** Spec point 8: statistics failures set rejected without a toast. */
export const fetchPropertyStatistics = createApiThunk<PropertyStatistics, void>(
  'properties/fetchStatistics',
  (_arg) => getStatistics(),
  { error: 'Failed to fetch statistics', silent: true },
);

export const fetchAmenities = createApiThunk<Amenity[], void>(
  'properties/fetchAmenities',
  async (_arg) => (await getAmenities()).amenities,
  { error: 'Failed to fetch amenities' },
);

export const createProperty = createAsyncThunk<Property, CreatePropertyInput, { rejectValue: string }>(
  'properties/create',
  async (input, { rejectWithValue }) => {
    const isUnit = input.type === 'unit';
    try {
      const property = await postProperty(input);
      toastSuccess(`${kind(isUnit)} created successfully`);
      return property;
    } catch (error) {
      return rejectWithValue(failWith(error, `Failed to create ${isUnit ? 'unit' : 'property'}`));
    }
  },
);

export const updateProperty = createAsyncThunk<
  Property,
  { id: string; input: UpdatePropertyInput; isUnit: boolean; silent?: boolean },
  { rejectValue: string }
>('properties/update', async ({ id, input, isUnit, silent }, { rejectWithValue }) => {
  try {
    const property = await putProperty(id, input);
    if (!silent) toastSuccess(`${kind(isUnit)} updated successfully`);
    return property;
  } catch (error) {
    return rejectWithValue(failWith(error, `Failed to update ${isUnit ? 'unit' : 'property'}`));
  }
});

export const deleteProperty = createAsyncThunk<
  { id: string },
  { id: string; isUnit: boolean },
  { rejectValue: string }
>('properties/delete', async ({ id, isUnit }, { rejectWithValue }) => {
  try {
    await deletePropertyRequest(id);
    toastSuccess(`${kind(isUnit)} deleted successfully`);
    return { id };
  } catch (error) {
    return rejectWithValue(failWith(error, `Failed to delete ${isUnit ? 'unit' : 'property'}`));
  }
});

/** Spec point 4: archive toggles archived/restored; point 8: failure 'Could not update property'. */
export const archiveProperty = createAsyncThunk<
  Property,
  { id: string; archived: boolean; isUnit: boolean },
  { rejectValue: string }
>('properties/archive', async ({ id, archived, isUnit }, { rejectWithValue }) => {
  try {
    const property = await patchArchive(id, archived);
    toastSuccess(`${kind(isUnit)} ${archived ? 'archived' : 'restored'} successfully`);
    return property;
  } catch (error) {
    return rejectWithValue(failWith(error, 'Could not update property'));
  }
});

/**
 * Move image: the photo leaves one record's images and joins the other's — two PUTs, source first,
 * so a failure in between never shows the photo twice.
 */
export const moveImage = createAsyncThunk<
  { from: Property; to: Property },
  { imageId: string; from: Pick<Property, 'id' | 'images'>; to: Pick<Property, 'id' | 'images'> },
  { rejectValue: string }
>('properties/moveImage', async ({ imageId, from, to }, { rejectWithValue }) => {
  try {
    const fromImages = from.images.map((image) => image.id).filter((id) => id !== imageId);
    const toImages = [...to.images.map((image) => image.id).filter((id) => id !== imageId), imageId];
    const updatedFrom = await putProperty(from.id, { images: fromImages });
    const updatedTo = await putProperty(to.id, { images: toImages });
    toastSuccess('Image moved successfully');
    return { from: updatedFrom, to: updatedTo };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to move image'));
  }
});

export const createRoom = createApiThunk<Room, { propertyId: string; input: RoomInput }>(
  'properties/createRoom',
  ({ propertyId, input }) => postRoom(propertyId, input),
  { error: 'Failed to create room', success: 'Room created successfully' },
);

/** PUT /properties/{id}/rooms/{roomId}: renames a room or changes its kind. */
export const updateRoom = createApiThunk<Room, { propertyId: string; roomId: string; input: RoomInput }>(
  'properties/updateRoom',
  ({ propertyId, roomId, input }) => putRoom(propertyId, roomId, input),
  { error: 'Failed to update room', success: 'Room updated successfully' },
);

export const deleteRoom = createApiThunk<{ propertyId: string; roomId: string }, { propertyId: string; roomId: string }>(
  'properties/deleteRoom',
  async ({ propertyId, roomId }) => {
    await deleteRoomRequest(propertyId, roomId);
    return { propertyId, roomId };
  },
  { error: 'Failed to delete room', success: 'Room deleted successfully' },
);
