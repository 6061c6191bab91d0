/**
 * Property, unit, room and amenity endpoints of the data cache (spec point 7; issue 20). Reads are
 * tagged `Property`: one record by id (its details: units and rooms), `LIST` for every list, `ACTIVE` /
 * `ARCHIVED` for the lists of one side, `STATS` for the portfolio card. A write's answer goes into
 * every cached answer that shows the record (lists, the newest widget, the open details and its
 * building's units), so nothing is asked again for it; spec point 4: a created record joins its lists
 * (by tag), an archived or restored one leaves the list it was on, a building's unit count moves with
 * its active units. Spec point 8 toasts are the old thunks' ones, word for word.
 */
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
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure, ApiRequest } from '../../../lib/data-cache.ts';

/** The list's filters as the client sends them (the shared input type has coerced, unknown numbers). */
export type PropertyFilters = Required<Pick<ListPropertiesQuery, 'sortBy'>> & { archived: boolean } & Pick<ListPropertiesQuery, 'search' | 'type' | 'rentStatus'>;
export const defaultFilters: PropertyFilters = { sortBy: 'newest', archived: false };

type PropertyPage = PropertyListResponse['data'];

const kind = (isUnit: boolean) => (isUnit ? 'Unit' : 'Property');
const side = (archived: boolean) => ({ type: 'Property' as const, id: archived ? 'ARCHIVED' : 'ACTIVE' });
const stats = { type: 'Property' as const, id: 'STATS' };
const allLists = [{ type: 'Property' as const, id: 'LIST' }];

type CacheApi = { dispatch: (action: unknown) => unknown; getState: () => unknown };

/** Applies `recipe` to every cached answer of the list, the newest widget and the details. */
function patchEverywhere(
  { dispatch, getState }: CacheApi,
  recipes: {
    list?: (page: PropertyPage, filters: PropertyFilters) => void;
    newest?: (items: Property[]) => Property[] | void;
    details?: (details: PropertyDetails) => void;
  },
): void {
  const state = getState() as never;
  if (recipes.list) {
    for (const filters of propertiesApi.util.selectCachedArgsForQuery(state, 'properties'))
      dispatch(propertiesApi.util.updateQueryData('properties', filters, (draft) => void draft.pages.forEach((page) => recipes.list!(page, filters))));
  }
  if (recipes.newest && propertiesApi.util.selectCachedArgsForQuery(state, 'newestProperties').length)
    dispatch(propertiesApi.util.updateQueryData('newestProperties', undefined, (draft) => recipes.newest!(draft)));
  if (recipes.details) {
    for (const id of propertiesApi.util.selectCachedArgsForQuery(state, 'property')) dispatch(propertiesApi.util.updateQueryData('property', id, (draft) => recipes.details!(draft)));
  }
}

function replaceIn(items: Property[], property: Property): void {
  const index = items.findIndex((item) => item.id === property.id);
  if (index >= 0) items[index] = property;
}

/** Drops the record from a page; true when it was there (the page's total goes down). */
function dropFrom(page: PropertyPage, id: string): void {
  const before = page.results.length;
  page.results = page.results.filter((item) => item.id !== id);
  if (page.results.length < before) page.pagination.total -= 1;
}

/** A changed record (PUT, archive, a moved image): in every list row, the newest widget, the details and its building's units. */
function applyUpdate(api: CacheApi, property: Property): void {
  patchEverywhere(api, {
    list: (page) => replaceIn(page.results, property),
    newest: (items) => replaceIn(items, property),
    details: (details) => {
      if (details.id === property.id) Object.assign(details, { ...property, units: details.units, rooms: details.rooms });
      else replaceIn(details.units, property);
    },
  });
}

/** A building's unitsCount moves with its active units (spec point 5: the server derives it the same way). */
function adjustUnitsCount(api: CacheApi, parentId: string | undefined, delta: number): void {
  if (!parentId) return;
  const move = (building: Property) => {
    if (building.id === parentId) building.unitsCount = Math.max(0, building.unitsCount + delta);
  };
  patchEverywhere(api, { list: (page) => page.results.forEach(move), newest: (items) => items.forEach(move), details: move });
}

async function answerOf<T>(queryFulfilled: Promise<{ data: T }>): Promise<T | null> {
  return (await queryFulfilled.catch(() => null))?.data ?? null;
}

export const propertiesApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /properties: the paged list by search, sort, type, rent status and Active/Archived. */
    properties: build.infiniteQuery<PropertyPage, PropertyFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/properties',
        params: { ...queryArg, archived: String(queryArg.archived), page: pageParam, pageSize: DEFAULT_PAGE_SIZE },
        error: 'Failed to fetch properties',
      }),
      transformResponse: (answer: PropertyListResponse) => answer.data,
      providesTags: (_data, _error, filters) => [...allLists, side(filters.archived)],
    }),
    /** Dashboard widget: the newest 4 (spec point 9); no toast. */
    newestProperties: build.query<Property[], void>({
      query: () => ({ path: '/properties', params: { page: 1, pageSize: 4, sortBy: 'newest' }, error: 'Failed to fetch properties', silent: true }),
      transformResponse: (answer: PropertyListResponse) => answer.data.results,
      providesTags: [...allLists, side(false)],
    }),
    /** GET /properties/{id}: the details with units and rooms. */
    property: build.query<PropertyDetails, string>({
      query: (id) => ({ path: `/properties/${id}`, error: 'Failed to fetch property' }),
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    /** Spec point 8: statistics failures show in the card, without a toast. */
    propertyStatistics: build.query<PropertyStatistics, void>({
      query: () => ({ path: '/properties/statistics', error: 'Failed to fetch statistics', silent: true }),
      providesTags: [stats],
    }),
    /**
     * GET /transactions: a property's expenses due in one calendar year (at most 100, one page), for its
     * carrying costs (components/property-costs.ts). Tagged as the money lists, so a recorded expense shows.
     */
    propertyYearExpenses: build.query<Array<{ name: string; amount: number }>, { propertyId: string; year: number }>({
      query: ({ propertyId, year }) => ({
        path: '/transactions',
        params: { propertyId, type: 'expense', range: 'custom', startDate: `${year}-01-01`, endDate: `${year}-12-31`, page: 1, pageSize: 100 },
        error: 'Failed to fetch expenses',
        silent: true,
      }),
      transformResponse: (answer: { results?: Array<{ name: string; amount: number }> }) => (answer.results ?? []).map(({ name, amount }) => ({ name, amount })),
      providesTags: [{ type: 'Transaction', id: 'LIST' }],
    }),
    /** GET /amenities?entity=property (a fixed list: kept while the app runs). */
    amenities: build.query<Amenity[], void>({
      query: () => ({ path: '/amenities', params: { entity: 'property' }, error: 'Failed to fetch amenities' }),
      transformResponse: (answer: { amenities: Amenity[] }) => answer.amenities,
      keepUnusedDataFor: 3600,
    }),

    createProperty: build.mutation<Property, CreatePropertyInput>({
      query: (input) => {
        const isUnit = input.type === 'unit';
        return { path: '/properties', method: 'POST', body: input, error: `Failed to create ${isUnit ? 'unit' : 'property'}`, success: `${kind(isUnit)} created successfully` };
      },
      async onQueryStarted(_input, api) {
        const property = await answerOf(api.queryFulfilled);
        if (!property) return;
        if (property.type === 'unit') {
          // A unit goes first among its building's units.
          const parentId = property.parent?.id;
          patchEverywhere(api, { details: (details) => void (details.id === parentId && details.units.unshift(property)) });
          adjustUnitsCount(api, parentId, 1);
        } else api.dispatch(propertiesApi.util.invalidateTags([side(false)])); // where it goes in each list the server says
        api.dispatch(propertiesApi.util.invalidateTags([stats]));
      },
    }),
    /** PUT /properties/{id}; `silent` leaves out the success toast. The answer replaces the record everywhere. */
    updateProperty: build.mutation<Property, { id: string; input: UpdatePropertyInput; isUnit: boolean; silent?: boolean }>({
      query: ({ id, input, isUnit, silent }) => ({
        path: `/properties/${id}`,
        method: 'PUT',
        body: input,
        error: `Failed to update ${isUnit ? 'unit' : 'property'}`,
        ...(silent ? {} : { success: `${kind(isUnit)} updated successfully` }),
      }),
      async onQueryStarted({ id }, api) {
        const before = propertiesApi.endpoints.property.select(id)(api.getState() as never).data?.unitsCount;
        const property = await answerOf(api.queryFulfilled);
        if (!property) return;
        applyUpdate(api, property);
        // Units a new count created belong in the open page's unit list: only the server knows them.
        if (before !== undefined && before !== property.unitsCount) api.dispatch(propertiesApi.util.invalidateTags([{ type: 'Property', id }]));
        api.dispatch(propertiesApi.util.invalidateTags([stats]));
      },
    }),
    /** Shared by the delete dialog and the screens showing the record (fixedCacheKey `deleteProperty`): the record leaves every list. */
    deleteProperty: build.mutation<{ id: string }, { id: string; isUnit: boolean }>({
      query: ({ id, isUnit }) => ({ path: `/properties/${id}`, method: 'DELETE', error: `Failed to delete ${isUnit ? 'unit' : 'property'}`, success: `${kind(isUnit)} deleted successfully` }),
      transformResponse: (_answer, _meta, { id }) => ({ id }),
      async onQueryStarted({ id }, api) {
        if (!(await answerOf(api.queryFulfilled))) return;
        let parentId: string | undefined;
        patchEverywhere(api, {
          list: (page) => dropFrom(page, id),
          newest: (items) => items.filter((item) => item.id !== id),
          details: (details) => {
            const unit = details.units.find((item) => item.id === id);
            if (unit && !unit.archived) parentId = unit.parent?.id;
            details.units = details.units.filter((item) => item.id !== id);
          },
        });
        adjustUnitsCount(api, parentId, -1);
        api.dispatch(propertiesApi.util.invalidateTags([stats]));
      },
    }),
    /** Spec point 4: archive toggles archived/restored; point 8: failure 'Could not update property'. */
    archiveProperty: build.mutation<Property, { id: string; archived: boolean; isUnit: boolean }>({
      query: ({ id, archived, isUnit }) => ({
        path: `/properties/${id}/archive`,
        method: 'PATCH',
        body: { archived },
        error: 'Could not update property',
        success: `${kind(isUnit)} ${archived ? 'archived' : 'restored'} successfully`,
      }),
      async onQueryStarted({ id }, api) {
        const held = propertiesApi.util
          .selectCachedArgsForQuery(api.getState() as never, 'property')
          .map((key) => propertiesApi.endpoints.property.select(key)(api.getState() as never).data?.units.find((unit) => unit.id === id))
          .find(Boolean);
        const property = await answerOf(api.queryFulfilled);
        if (!property) return;
        // It leaves the list it was on (spec point 4) and joins the other side's (asked again when shown).
        patchEverywhere(api, {
          list: (page, filters) => void (filters.archived !== property.archived && dropFrom(page, id)),
          newest: (items) => (property.archived ? items.filter((item) => item.id !== id) : undefined),
          details: (details) => {
            if (details.id === id) details.archived = property.archived;
            else replaceIn(details.units, property);
          },
        });
        if (held && held.archived !== property.archived) adjustUnitsCount(api, property.parent?.id, property.archived ? -1 : 1);
        api.dispatch(propertiesApi.util.invalidateTags([side(property.archived), stats]));
      },
    }),
    /**
     * Move image: the photo leaves one record's images and joins the other's — two PUTs, source first,
     * so a failure in between never shows the photo twice.
     */
    moveImage: build.mutation<{ from: Property; to: Property }, { imageId: string; from: Pick<Property, 'id' | 'images'>; to: Pick<Property, 'id' | 'images'> }>({
      async queryFn({ imageId, from, to }, _api, _extra, baseQuery) {
        const put = (id: string, images: string[], last: boolean): ApiRequest => ({
          path: `/properties/${id}`,
          method: 'PUT',
          body: { images },
          error: 'Failed to move image',
          ...(last ? { success: 'Image moved successfully' } : {}),
        });
        const first = await baseQuery(put(from.id, from.images.map((image) => image.id).filter((id) => id !== imageId), false));
        if (first.error) return { error: first.error as ApiFailure };
        const second = await baseQuery(put(to.id, [...to.images.map((image) => image.id).filter((id) => id !== imageId), imageId], true));
        if (second.error) return { error: second.error as ApiFailure };
        return { data: { from: first.data as Property, to: second.data as Property } };
      },
      async onQueryStarted(_arg, api) {
        const moved = await answerOf(api.queryFulfilled);
        if (!moved) return;
        applyUpdate(api, moved.from);
        applyUpdate(api, moved.to);
      },
    }),
    createRoom: build.mutation<Room, { propertyId: string; input: RoomInput }>({
      query: ({ propertyId, input }) => ({ path: `/properties/${propertyId}/rooms`, method: 'POST', body: input, error: 'Failed to create room', success: 'Room created successfully' }),
      async onQueryStarted(_arg, api) {
        const room = await answerOf(api.queryFulfilled);
        if (room) patchEverywhere(api, { details: (details) => void (details.id === room.propertyId && details.rooms.push(room)) });
      },
    }),
    /** PUT /properties/{id}/rooms/{roomId}: renames a room or changes its kind. */
    updateRoom: build.mutation<Room, { propertyId: string; roomId: string; input: RoomInput }>({
      query: ({ propertyId, roomId, input }) => ({
        path: `/properties/${propertyId}/rooms/${roomId}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update room',
        success: 'Room updated successfully',
      }),
      async onQueryStarted(_arg, api) {
        const room = await answerOf(api.queryFulfilled);
        if (!room) return;
        patchEverywhere(api, {
          details: (details) => {
            const index = details.rooms.findIndex((item) => item.id === room.id);
            if (index >= 0) details.rooms[index] = room;
          },
        });
      },
    }),
    deleteRoom: build.mutation<unknown, { propertyId: string; roomId: string }>({
      query: ({ propertyId, roomId }) => ({ path: `/properties/${propertyId}/rooms/${roomId}`, method: 'DELETE', error: 'Failed to delete room', success: 'Room deleted successfully' }),
      async onQueryStarted({ roomId }, api) {
        if (!(await api.queryFulfilled.then(() => true, () => false))) return;
        // The details list a building's rooms and its units' rooms: a room id is enough to find it.
        patchEverywhere(api, { details: (details) => void (details.rooms = details.rooms.filter((room) => room.id !== roomId)) });
      },
    }),
  }),
});

export const {
  usePropertyYearExpensesQuery,
  usePropertiesInfiniteQuery,
  useNewestPropertiesQuery,
  usePropertyQuery,
  usePropertyStatisticsQuery,
  useAmenitiesQuery,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
  useArchivePropertyMutation,
  useMoveImageMutation,
  useCreateRoomMutation,
  useUpdateRoomMutation,
  useDeleteRoomMutation,
} = propertiesApi;

/** The delete dialog and the screens that close or leave when their record is deleted share this mutation's state. */
export const DELETE_PROPERTY_KEY = 'deleteProperty';
