/**
 * Properties, units and rooms (spec points 3, 5, 7): an account's homes and buildings, their units
 * and rooms, photos, amenities, archive/restore and statistics. Another account's property reads
 * as PROPERTY_NOT_FOUND (404).
 */
import {
  buildPagination,
  canHoldUnits,
  type ActiveLeaseSummary,
  hasRoomsDetails,
  MAX_UNITS_PER_REQUEST,
  rentStatuses,
  unitsToCreate,
  type CreatePropertyInput,
  type ListPropertiesQuery,
  type Property,
  type PropertyDetails,
  type PropertyListResponse,
  type PropertyStatistics,
  type Room,
  type RoomInput,
  type StoredFile,
  type UpdatePropertyInput,
  type createPropertyInputSchema,
  type listPropertiesQuerySchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { FilesService } from '../files/index.ts';
import * as repo from './properties.repository.ts';
import type { PropertyRow, RoomRow } from './properties.repository.ts';

type ParsedCreate = z.output<typeof createPropertyInputSchema>;
type ParsedList = z.output<typeof listPropertiesQuerySchema>;

const money = (value: string | null) => (value === null ? null : Number(value));
const toMoneyColumn = (value: number) => value.toFixed(2);

export type PropertiesService = ReturnType<typeof createPropertiesService>;

/** A property's or unit's photos changed: file ids added to and removed from its images. */
export interface PropertyPhotosChange {
  accountId: string;
  propertyId: string;
  added: string[];
  removed: string[];
}
/** Runs inside the transaction that changed the photos (so a failure rolls the change back). */
export type PropertyPhotosListener = (executor: Executor, change: PropertyPhotosChange) => Promise<void>;

/**
 * The lease in force today for each of an account's property ids (spec point 3 `activeLease`); given by
 * the leases module, which depends on this one, so properties never reads lease tables itself.
 */
export type ActiveLeasesOf = (executor: Executor, accountId: string, propertyIds: string[]) => Promise<Map<string, ActiveLeaseSummary>>;

export function createPropertiesService(deps: AppDeps, files: FilesService, activeLeasesOf: ActiveLeasesOf) {
  const { db } = deps;
  const photoListeners: PropertyPhotosListener[] = [];

  /** Tells the photo listeners (the gallery) what an insert or update did to a row's images. */
  async function announcePhotos(tx: Executor, before: readonly string[], after: PropertyRow): Promise<void> {
    const added = after.imageIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !after.imageIds.includes(id));
    if (added.length === 0 && removed.length === 0) return;
    for (const listener of photoListeners) await listener(tx, { accountId: after.accountId, propertyId: after.id, added, removed });
  }

  function toDto(
    row: PropertyRow,
    images: Map<string, StoredFile>,
    parent: PropertyRow | undefined,
    activeLease: ActiveLeaseSummary | undefined,
  ): Property {
    return {
      id: row.id,
      nickname: row.nickname,
      type: row.type,
      isStudio: row.isStudio,
      location: row.location ?? null,
      subType: row.subType,
      rentStatus: row.rentStatus,
      unitsCount: row.unitsCount,
      floor: row.floor,
      storey: row.storey,
      images: row.imageIds.map((id) => images.get(id)).filter((file): file is StoredFile => file !== undefined),
      parent: parent ? { id: parent.id, nickname: parent.nickname, type: parent.type } : null,
      roomsDetails: row.roomsDetails ?? null,
      parkingSpaces: row.parkingSpaces,
      taxes:
        row.propertyTax === null
          ? null
          : { propertyTax: money(row.propertyTax)!, insurance: money(row.insurance) ?? 0, hoaFee: money(row.hoaFee) ?? 0 },
      sizes: row.sizes,
      amenityIds: row.amenityIds,
      archived: row.archivedAt !== null,
      activeLease: activeLease ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** DTOs for one account's rows in a fixed number of queries (files, parents, leases in force). */
  async function toDtos(executor: Executor, rows: PropertyRow[]): Promise<Property[]> {
    const images = await files.dtosByIds(rows.flatMap((row) => row.imageIds), executor);
    const parentIds = [...new Set(rows.map((row) => row.parentId).filter((id): id is string => id !== null))];
    const parents = new Map((await repo.findPropertiesByIds(executor, parentIds)).map((row) => [row.id, row]));
    const accountId = rows[0]?.accountId;
    const leases = accountId ? await activeLeasesOf(executor, accountId, rows.map((row) => row.id)) : new Map<string, ActiveLeaseSummary>();
    return rows.map((row) => toDto(row, images, row.parentId ? parents.get(row.parentId) : undefined, leases.get(row.id)));
  }

  function toRoom(row: RoomRow): Room {
    return {
      id: row.id,
      propertyId: row.propertyId,
      name: row.name as Room['name'],
      nickname: row.nickname,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string): Promise<PropertyRow> {
    const row = await repo.findProperty(executor, auth.accountId, id);
    if (!row) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    return row;
  }

  async function checkReferences(
    executor: Executor,
    auth: AuthContext,
    input: { images?: string[] | undefined; amenityIds?: number[] | undefined },
  ) {
    if (input.images) await files.assertOwnFiles(auth.accountId, input.images, { kind: 'image', path: 'images', executor });
    if (input.amenityIds && input.amenityIds.length > 0) {
      const known = await repo.existingAmenityIds(executor, input.amenityIds);
      const unknown = input.amenityIds.filter((id) => !known.includes(id));
      if (unknown.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Unknown amenities', unknown.map((id) => ({ path: 'amenityIds', message: `Amenity ${id} does not exist` })));
      }
    }
  }

  /** Column values from a create or update payload; spec point 5: roomsDetails null for multiFamily or studio. */
  function columnsOf(input: Partial<ParsedCreate>, type: PropertyRow['type'], isStudio: boolean): Partial<repo.NewPropertyRow> {
    const values: Partial<repo.NewPropertyRow> = {};
    if (input.nickname !== undefined) values.nickname = input.nickname;
    if (input.isStudio !== undefined) values.isStudio = input.isStudio;
    if (input.location !== undefined) values.location = input.location;
    if (input.subType !== undefined) values.subType = input.subType;
    if (input.rentStatus !== undefined) values.rentStatus = input.rentStatus;
    if (input.floor !== undefined) values.floor = input.floor;
    if (input.storey !== undefined) values.storey = input.storey;
    if (input.images !== undefined) values.imageIds = input.images;
    if (input.parkingSpaces !== undefined) values.parkingSpaces = input.parkingSpaces;
    if (input.sizes !== undefined) values.sizes = input.sizes as Record<string, number>;
    if (input.amenityIds !== undefined) values.amenityIds = input.amenityIds;
    if (input.taxes !== undefined) {
      values.propertyTax = toMoneyColumn(input.taxes.propertyTax);
      values.insurance = toMoneyColumn(input.taxes.insurance);
      values.hoaFee = toMoneyColumn(input.taxes.hoaFee);
    }
    if (input.roomsDetails !== undefined || input.isStudio !== undefined) {
      values.roomsDetails = hasRoomsDetails(type, isStudio) ? (input.roomsDetails ?? null) : null;
    }
    return values;
  }

  /**
   * Spec point 5 unitsCount (rule: unitsToCreate): creates the units a requested count is missing and
   * derives the building's unitsCount from its units again; answers the building's row as it now is.
   * 422 on a property that cannot hold units (for a count above 0), on a count below the building's
   * active units and on more than MAX_UNITS_PER_REQUEST new units at once.
   */
  async function withRequestedUnits(tx: Executor, building: PropertyRow, requested: number | undefined): Promise<PropertyRow> {
    if (requested === undefined) return building;
    if (!canHoldUnits(building.type)) {
      if (requested === 0) return building;
      throw new AppError('VALIDATION_FAILED', 'Only a multi-family property or an apartment holds units', [
        { path: 'unitsCount', message: 'This kind of property has no units' },
      ]);
    }
    const existing = await repo.countActiveUnits(tx, building.id);
    if (requested < existing) {
      throw new AppError('VALIDATION_FAILED', 'The number of units cannot go below the units the property has', [
        { path: 'unitsCount', message: `The property has ${existing} units; remove units on its page to lower the count` },
      ]);
    }
    const names = unitsToCreate(existing, requested);
    if (names.length === 0) return building;
    if (names.length > MAX_UNITS_PER_REQUEST) {
      throw new AppError('VALIDATION_FAILED', 'Too many units at once', [
        { path: 'unitsCount', message: `Add at most ${MAX_UNITS_PER_REQUEST} units at a time` },
      ]);
    }
    await repo.insertUnits(tx, names.map((nickname) => ({ accountId: building.accountId, parentId: building.id, type: 'unit' as const, nickname })));
    await repo.refreshParentFromUnits(tx, building.id);
    return (await repo.findProperty(tx, building.accountId, building.id)) ?? building;
  }

  return {
    /**
     * Registers a listener told, inside the same transaction, which photos a create or update added
     * to or removed from a property or unit (the gallery lists them; issue 11 item 10).
     */
    onPhotosChanged(listener: PropertyPhotosListener): void {
      photoListeners.push(listener);
    },

    /** GET /properties: one page with pagination and meta.hasProperty (spec point 7). 4 queries at most. */
    async list(auth: AuthContext, query: ParsedList): Promise<PropertyListResponse> {
      const filter: repo.PropertyFilter = {
        accountId: auth.accountId,
        archived: query.archived,
        parentId: query.parentId,
        type: query.type,
        rentStatus: query.rentStatus,
        search: query.search || undefined,
      };
      const total = await repo.countProperties(db, filter);
      const rows = await repo.listProperties(db, filter, query.sortBy, query.page, query.pageSize, total);
      const [results, hasProperty] = await Promise.all([
        toDtos(db, rows),
        total > 0 ? Promise.resolve(true) : repo.accountHasProperty(db, auth.accountId),
      ]);
      return { data: { results, pagination: buildPagination(query.page, query.pageSize, total), meta: { hasProperty } } };
    },

    /** GET /properties/{id}: the property with its units and the rooms of it and its units. */
    async get(auth: AuthContext, id: string): Promise<PropertyDetails> {
      const row = await loadOwn(db, auth, id);
      const units = await repo.listUnits(db, row.id);
      const [dtos, roomRows] = await Promise.all([
        toDtos(db, [row, ...units]),
        repo.listRooms(db, [row.id, ...units.map((unit) => unit.id)]),
      ]);
      const [property, ...unitDtos] = dtos;
      return { ...property!, units: unitDtos, rooms: roomRows.map(toRoom) };
    },

    /** POST /properties: a property (with unitsCount units), or a unit of one of the account's properties. */
    async create(auth: AuthContext, input: ParsedCreate): Promise<Property> {
      return db.transaction(async (tx) => {
        let parent: PropertyRow | undefined;
        if (input.parentId) {
          parent = await repo.findProperty(tx, auth.accountId, input.parentId);
          if (!parent) throw new AppError('PROPERTY_NOT_FOUND', 'The property for this unit was not found');
          if (parent.parentId) throw new AppError('VALIDATION_FAILED', 'A unit cannot hold units', [{ path: 'parentId', message: 'Choose a building, not a unit' }]);
        }
        await checkReferences(tx, auth, input);
        const row = await repo.insertProperty(tx, {
          ...columnsOf(input, input.type, input.isStudio),
          accountId: auth.accountId,
          type: input.type,
          nickname: input.nickname,
          parentId: parent?.id ?? null,
          location: input.type === 'unit' ? null : (input.location ?? null),
        });
        if (parent) await repo.refreshParentFromUnits(tx, parent.id);
        await announcePhotos(tx, [], row);
        const [dto] = await toDtos(tx, [await withRequestedUnits(tx, row, input.unitsCount)]);
        return dto!;
      });
    },

    /** PUT /properties/{id}: partial update; location and taxes stay empty for a unit. */
    async update(auth: AuthContext, id: string, input: UpdatePropertyInput & Partial<ParsedCreate>): Promise<Property> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        if (row.type === 'unit' && (input.location || input.taxes)) {
          throw new AppError('VALIDATION_FAILED', 'A unit has no location or taxes of its own', [
            { path: input.location ? 'location' : 'taxes', message: 'Not allowed for a unit' },
          ]);
        }
        await checkReferences(tx, auth, input);
        const updated = await repo.updateProperty(tx, row.id, columnsOf(input, row.type, input.isStudio ?? row.isStudio));
        if (row.parentId && input.rentStatus) await repo.refreshParentFromUnits(tx, row.parentId);
        await announcePhotos(tx, row.imageIds, updated);
        const [dto] = await toDtos(tx, [await withRequestedUnits(tx, updated, input.unitsCount)]);
        return dto!;
      });
    },

    /** DELETE /properties/{id}: removes the property with its units and rooms. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        await repo.deleteProperty(tx, row.id);
        if (row.parentId) await repo.refreshParentFromUnits(tx, row.parentId);
      });
    },

    /** PATCH /properties/{id}/archive: archives or restores (spec point 4). */
    async archive(auth: AuthContext, id: string, archived: boolean): Promise<Property> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        const updated = await repo.updateProperty(tx, row.id, { archivedAt: archived ? (row.archivedAt ?? new Date()) : null });
        if (row.parentId) await repo.refreshParentFromUnits(tx, row.parentId);
        const [dto] = await toDtos(tx, [updated]);
        return dto!;
      });
    },

    /**
     * GET /properties/statistics: counts of the account's active properties by rent status, and the
     * occupancy of its largest ones (at most 8: a building's leased or owner-occupied units of its units,
     * a single home 1 of 1 when leased or owner-occupied, half when partly leased). Two queries.
     */
    async statistics(auth: AuthContext): Promise<PropertyStatistics> {
      const [rows, largest] = await Promise.all([repo.statistics(db, auth.accountId), repo.occupancyByProperty(db, auth.accountId)]);
      const occupancyByProperty = largest.map((row) =>
        row.unitsCount > 0
          ? { id: row.id, name: row.name, homes: row.unitsCount, occupied: Number(row.occupiedUnits) }
          : { id: row.id, name: row.name, homes: 1, occupied: row.rentStatus === 'leased' || row.rentStatus === 'ownerOccupied' ? 1 : row.rentStatus === 'partialLeased' ? 0.5 : 0 },
      );
      const byRentStatus = Object.fromEntries(rentStatuses.map((status) => [status, 0])) as PropertyStatistics['byRentStatus'];
      let total = 0;
      let units = 0;
      let archived = 0;
      for (const row of rows) {
        if (row.archived) archived += row.total;
        else if (row.isUnit) units += row.total;
        else {
          total += row.total;
          byRentStatus[row.rentStatus] += row.total;
        }
      }
      const occupied = byRentStatus.leased + byRentStatus.ownerOccupied + byRentStatus.partialLeased * 0.5;
      return { total, units, archived, byRentStatus, occupancyRate: total === 0 ? 0 : Math.round((occupied / total) * 1000) / 1000, occupancyByProperty };
    },

    async createRoom(auth: AuthContext, propertyId: string, input: RoomInput): Promise<Room> {
      const property = await loadOwn(db, auth, propertyId);
      return toRoom(
        await repo.insertRoom(db, { propertyId: property.id, accountId: auth.accountId, name: input.name, nickname: input.nickname ?? null }),
      );
    },

    async updateRoom(auth: AuthContext, propertyId: string, roomId: string, input: RoomInput): Promise<Room> {
      const room = await repo.findRoom(db, auth.accountId, propertyId, roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND', 'Room not found');
      return toRoom(await repo.updateRoom(db, room.id, { name: input.name, nickname: input.nickname ?? null }));
    },

    async deleteRoom(auth: AuthContext, propertyId: string, roomId: string): Promise<void> {
      const room = await repo.findRoom(db, auth.accountId, propertyId, roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND', 'Room not found');
      await repo.deleteRoom(db, room.id);
    },

    async amenities(entity: string) {
      return { amenities: await repo.listAmenities(db, entity) };
    },
  };
}

export type { CreatePropertyInput, ListPropertiesQuery };
