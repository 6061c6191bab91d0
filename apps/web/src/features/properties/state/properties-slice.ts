/** Properties state (spec point 4): paged list with load-more, details, statistics, amenities; archive removes from the list, created goes first. */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import type { Amenity, AsyncStatus, Property, PropertyDetails, PropertyStatistics } from '@lintel/shared';
import {
  archiveProperty,
  createProperty,
  createRoom,
  deleteProperty,
  deleteRoom,
  updateRoom,
  fetchAmenities,
  fetchNewestProperties,
  fetchProperties,
  fetchPropertyDetails,
  fetchPropertyStatistics,
  moveImage,
  updateProperty,
} from '../api/property-calls.ts';
import type { PropertyListQuery } from '../api/property-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { addNewestItemsCases, addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import { propertiesSlot } from './properties-slot.ts';
import type { NewestItemsState, PagedListState } from '../../../lib/paged-list.ts';

export type PropertyFilters = Required<Pick<PropertyListQuery, 'sortBy' | 'archived'>> &
  Pick<PropertyListQuery, 'search' | 'type' | 'rentStatus'>;

export interface PropertiesState {
  filters: PropertyFilters;
  list: PagedListState<Property> & { hasProperty: boolean | null };
  newest: NewestItemsState<Property>;
  details: { item: PropertyDetails | null; status: AsyncStatus; error: string | null };
  statistics: { data: PropertyStatistics | null; status: AsyncStatus };
  amenities: { items: Amenity[]; status: AsyncStatus };
  createStatus: AsyncStatus;
  updateStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  archiveStatus: AsyncStatus;
  roomStatus: AsyncStatus;
  moveStatus: AsyncStatus;
}

export const defaultFilters: PropertyFilters = { sortBy: 'newest', archived: false };

export const initialPropertiesState: PropertiesState = {
  filters: defaultFilters,
  list: { ...initialPagedList<Property>(), hasProperty: null },
  newest: { items: [], status: 'idle' },
  details: { item: null, status: 'idle', error: null },
  statistics: { data: null, status: 'idle' },
  amenities: { items: [], status: 'idle' },
  createStatus: 'idle',
  updateStatus: 'idle',
  deleteStatus: 'idle',
  archiveStatus: 'idle',
  roomStatus: 'idle',
  moveStatus: 'idle',
};

function replaceIn(items: Property[], property: Property) {
  const index = items.findIndex((item) => item.id === property.id);
  if (index >= 0) items[index] = property;
}

/**
 * A building's unitsCount moves with its active units (spec point 5: the server derives it the same
 * way), so list, card and page show one number without a refetch.
 */
function adjustUnitsCount(state: PropertiesState, parentId: string | undefined, delta: number) {
  if (!parentId) return;
  const buildings = [...state.list.items, ...state.newest.items, ...(state.details.item ? [state.details.item] : [])];
  for (const building of buildings) if (building.id === parentId) building.unitsCount = Math.max(0, building.unitsCount + delta);
}

function removeFrom(state: PropertiesState, id: string) {
  const unit = state.details.item?.units.find((item) => item.id === id);
  if (unit && !unit.archived) adjustUnitsCount(state, unit.parent?.id, -1);
  const before = state.list.items.length;
  state.list.items = state.list.items.filter((item) => item.id !== id);
  if (state.list.items.length < before && state.list.pagination) state.list.pagination.total -= 1;
  state.newest.items = state.newest.items.filter((item) => item.id !== id);
  if (state.details.item) state.details.item.units = state.details.item.units.filter((unit) => unit.id !== id);
}

function applyUpdate(state: PropertiesState, property: Property) {
  replaceIn(state.list.items, property);
  replaceIn(state.newest.items, property);
  const details = state.details.item;
  if (details?.id === property.id) state.details.item = { ...property, units: details.units, rooms: details.rooms };
  else if (details) replaceIn(details.units, property);
}

const propertiesSlice = createSlice({
  name: 'properties',
  initialState: initialPropertiesState,
  reducers: {
    filtersChanged(state, action: PayloadAction<Partial<PropertyFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    detailsCleared(state) {
      state.details = { item: null, status: 'idle', error: null };
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchProperties, {
      select: (state) => state.list,
      fallbackError: 'Failed to fetch properties',
      onFulfilled: (state, { meta }) => {
        state.list.hasProperty = meta.hasProperty;
      },
    });
    addNewestItemsCases(builder, fetchNewestProperties, { select: (state) => state.newest, size: 4 });
    builder
      .addCase(fetchPropertyDetails.pending, (state, action) => {
        state.details.status = 'pending';
        state.details.error = null;
        if (state.details.item?.id !== action.meta.arg) state.details.item = null;
      })
      .addCase(fetchPropertyDetails.fulfilled, (state, action) => {
        state.details = { item: action.payload, status: 'succeeded', error: null };
      })
      .addCase(fetchPropertyDetails.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.details.status = 'rejected';
        state.details.error = action.payload ?? 'Failed to fetch property';
      })
      .addCase(fetchPropertyStatistics.pending, (state) => {
        state.statistics.status = 'pending';
      })
      .addCase(fetchPropertyStatistics.fulfilled, (state, action) => {
        state.statistics = { data: action.payload, status: 'succeeded' };
      })
      .addCase(fetchPropertyStatistics.rejected, (state) => {
        state.statistics.status = 'rejected';
      })
      .addCase(fetchAmenities.pending, (state) => {
        state.amenities.status = 'pending';
      })
      .addCase(fetchAmenities.fulfilled, (state, action) => {
        state.amenities = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchAmenities.rejected, (state) => {
        state.amenities.status = 'rejected';
      })
      .addCase(createProperty.pending, (state) => {
        state.createStatus = 'pending';
      })
      .addCase(createProperty.fulfilled, (state, action) => {
        state.createStatus = 'succeeded';
        const property = action.payload;
        state.list.hasProperty = true;
        if (property.type === 'unit') {
          // A unit goes first among its building's units.
          if (state.details.item && state.details.item.id === property.parent?.id) state.details.item.units.unshift(property);
          adjustUnitsCount(state, property.parent?.id, 1);
          return;
        }
        // Spec point 4 pattern: a created record goes first in the (active) list.
        if (!state.filters.archived) {
          state.list.items.unshift(property);
          if (state.list.pagination) state.list.pagination.total += 1;
        }
        state.newest.items = [property, ...state.newest.items].slice(0, 4);
      })
      .addCase(createProperty.rejected, (state, action) => {
        if (!wasAborted(action)) state.createStatus = 'rejected';
      })
      .addCase(updateProperty.pending, (state) => {
        state.updateStatus = 'pending';
      })
      .addCase(updateProperty.fulfilled, (state, action) => {
        state.updateStatus = 'succeeded';
        applyUpdate(state, action.payload);
      })
      .addCase(updateProperty.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateStatus = 'rejected';
      })
      .addCase(moveImage.pending, (state) => {
        state.moveStatus = 'pending';
      })
      .addCase(moveImage.fulfilled, (state, action) => {
        state.moveStatus = 'succeeded';
        applyUpdate(state, action.payload.from);
        applyUpdate(state, action.payload.to);
      })
      .addCase(moveImage.rejected, (state, action) => {
        if (!wasAborted(action)) state.moveStatus = 'rejected';
      })
      .addCase(deleteProperty.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteProperty.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        removeFrom(state, action.payload.id);
        if (state.details.item?.id === action.payload.id) state.details.item = null;
      })
      .addCase(deleteProperty.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      })
      .addCase(archiveProperty.pending, (state) => {
        state.archiveStatus = 'pending';
      })
      .addCase(archiveProperty.fulfilled, (state, action) => {
        state.archiveStatus = 'succeeded';
        const property = action.payload;
        // Spec point 4: archiving or restoring removes the record from the current list.
        const before = state.list.items.length;
        state.list.items = state.list.items.filter((item) => item.id !== property.id);
        if (state.list.items.length < before && state.list.pagination) state.list.pagination.total -= 1;
        if (property.archived) state.newest.items = state.newest.items.filter((item) => item.id !== property.id);
        const details = state.details.item;
        if (details?.id === property.id) details.archived = property.archived;
        else if (details) {
          const before = details.units.find((unit) => unit.id === property.id);
          if (before && before.archived !== property.archived) adjustUnitsCount(state, property.parent?.id, property.archived ? -1 : 1);
          replaceIn(details.units, property);
        }
      })
      .addCase(archiveProperty.rejected, (state, action) => {
        if (!wasAborted(action)) state.archiveStatus = 'rejected';
      })
      .addCase(createRoom.pending, (state) => {
        state.roomStatus = 'pending';
      })
      .addCase(createRoom.fulfilled, (state, action) => {
        state.roomStatus = 'succeeded';
        if (state.details.item?.id === action.payload.propertyId) state.details.item.rooms.push(action.payload);
      })
      .addCase(createRoom.rejected, (state, action) => {
        if (!wasAborted(action)) state.roomStatus = 'rejected';
      })
      .addCase(updateRoom.pending, (state) => {
        state.roomStatus = 'pending';
      })
      .addCase(updateRoom.fulfilled, (state, action) => {
        state.roomStatus = 'succeeded';
        const rooms = state.details.item?.rooms;
        const index = rooms?.findIndex((room) => room.id === action.payload.id) ?? -1;
        if (rooms && index >= 0) rooms[index] = action.payload;
      })
      .addCase(updateRoom.rejected, (state, action) => {
        if (!wasAborted(action)) state.roomStatus = 'rejected';
      })
      .addCase(deleteRoom.fulfilled, (state, action) => {
        // The details list a building's rooms and its units' rooms: a room id is enough to find it.
        const item = state.details.item;
        if (item) item.rooms = item.rooms.filter((room) => room.id !== action.payload.roomId);
      });
  },
});

export const { filtersChanged, detailsCleared } = propertiesSlice.actions;
export const propertiesReducer = propertiesSlice.reducer;
export const PROPERTIES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

propertiesSlot.register(propertiesSlice.reducer);
