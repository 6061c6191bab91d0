/** Drizzle queries for properties, units and rooms. Every query is scoped to an account. */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/sql.ts';
import type { PropertySort, RentStatus } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { amenities, properties, propertyCounts, rooms } from './properties.table.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type RoomRow = typeof rooms.$inferSelect;

export interface PropertyFilter {
  accountId: string;
  archived: boolean;
  parentId?: string | undefined;
  type?: PropertyRow['type'] | undefined;
  rentStatus?: RentStatus | undefined;
  search?: string | undefined;
}

function whereOf(filter: PropertyFilter): SQL {
  const conditions: SQL[] = [
    eq(properties.accountId, filter.accountId),
    filter.archived ? isNotNull(properties.archivedAt) : isNull(properties.archivedAt),
    filter.parentId ? eq(properties.parentId, filter.parentId) : isNull(properties.parentId),
  ];
  if (filter.type) conditions.push(eq(properties.type, filter.type));
  if (filter.rentStatus) conditions.push(eq(properties.rentStatus, filter.rentStatus));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(properties.nickname, pattern),
        ilike(sql`coalesce(${properties.location}->>'address', '') || ' ' || coalesce(${properties.location}->>'city', '')`, pattern),
      )!,
    );
  }
  return and(...conditions)!;
}

const orderBy: Record<PropertySort, SQL[]> = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  oldest: [asc(properties.createdAt), asc(properties.id)],
  nameAsc: [asc(properties.nickname), asc(properties.id)],
  nameDesc: [desc(properties.nickname), desc(properties.id)],
  unitsAsc: [asc(properties.unitsCount), asc(properties.createdAt), asc(properties.id)],
  unitsDesc: [desc(properties.unitsCount), desc(properties.createdAt), desc(properties.id)],
};

const reverseOrderBy: Record<PropertySort, SQL[]> = {
  newest: orderBy.oldest,
  oldest: orderBy.newest,
  nameAsc: orderBy.nameDesc,
  nameDesc: orderBy.nameAsc,
  unitsAsc: [desc(properties.unitsCount), desc(properties.createdAt), desc(properties.id)],
  unitsDesc: [asc(properties.unitsCount), asc(properties.createdAt), asc(properties.id)],
};

/**
 * The list screen's default query (an account's active top-level properties, one sort order) as a
 * named prepared statement per database handle, so PostgreSQL plans it once, not on every request.
 */
const preparedPages = new WeakMap<object, Map<string, ReturnType<typeof prepareDefaultPage>>>();

function prepareDefaultPage(db: Executor, order: SQL[], name: string) {
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(eq(properties.accountId, sql.placeholder('accountId')), isNull(properties.archivedAt), isNull(properties.parentId)),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select()
    .from(properties)
    .where(inArray(properties.id, pageIds))
    .orderBy(...order)
    .prepare(name);
}

function defaultPageStatement(db: Executor, sort: PropertySort, reversed: boolean, order: SQL[]) {
  let cache = preparedPages.get(db);
  if (!cache) preparedPages.set(db, (cache = new Map()));
  const key = `properties_default_page_${sort}_${reversed ? 'rev' : 'fwd'}`;
  let statement = cache.get(key);
  if (!statement) cache.set(key, (statement = prepareDefaultPage(db, order, key)));
  return statement;
}

/**
 * One page of properties, given the filter's total. The page's ids are found first on the
 * covering index (an index-only scan), then only those rows are read. A page in the second half
 * of the list is read from the far end in reverse order, so page 5,000 of 50,000 skips as few
 * index entries as page 1 (docs/performance-budgets.md#api: the deepest page costs at most 2× the first).
 */
export async function listProperties(
  db: Executor,
  filter: PropertyFilter,
  sort: PropertySort,
  page: number,
  pageSize: number,
  total: number,
): Promise<PropertyRow[]> {
  const start = (page - 1) * pageSize;
  if (start >= total) return [];
  const end = Math.min(start + pageSize, total);
  const fromEnd = start > total - end;
  const order = fromEnd ? reverseOrderBy[sort] : orderBy[sort];
  const limit = end - start;
  const offset = fromEnd ? total - end : start;
  if (isDefaultFilter(filter)) {
    const rows = await defaultPageStatement(db, sort, fromEnd, order).execute({ accountId: filter.accountId, limit, offset });
    return fromEnd ? rows.reverse() : rows;
  }
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .select()
    .from(properties)
    .where(inArray(properties.id, pageIds))
    .orderBy(...order);
  return fromEnd ? rows.reverse() : rows;
}

/** True for the list screen's default filter, whose total the property_counts trigger keeps. */
function isDefaultFilter(filter: PropertyFilter): boolean {
  return !filter.archived && !filter.parentId && !filter.type && !filter.rentStatus && !filter.search;
}

const preparedCounts = new WeakMap<object, ReturnType<typeof prepareActiveCount>>();
function prepareActiveCount(db: Executor) {
  return db
    .select({ active: propertyCounts.active })
    .from(propertyCounts)
    .where(eq(propertyCounts.accountId, sql.placeholder('accountId')))
    .prepare('properties_active_count');
}

/** How many properties match: one key lookup for the default filter, a count otherwise. */
export async function countProperties(db: Executor, filter: PropertyFilter): Promise<number> {
  if (isDefaultFilter(filter)) {
    let statement = preparedCounts.get(db);
    if (!statement) preparedCounts.set(db, (statement = prepareActiveCount(db)));
    const [row] = await statement.execute({ accountId: filter.accountId });
    return row?.active ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(properties).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function accountHasProperty(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.accountId, accountId)).limit(1);
  return rows.length > 0;
}

export async function findProperty(db: Executor, accountId: string, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findPropertiesByIds(db: Executor, ids: string[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(properties).where(inArray(properties.id, ids));
}

export async function listUnits(db: Executor, parentId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(eq(properties.parentId, parentId))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

export async function insertProperty(db: Executor, values: NewPropertyRow): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function updateProperty(db: Executor, id: string, values: Partial<NewPropertyRow>): Promise<PropertyRow> {
  const [row] = await db.update(properties).set(values).where(eq(properties.id, id)).returning();
  return row!;
}

export async function deleteProperty(db: Executor, id: string): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

/** Adds units to a building in one statement. */
export async function insertUnits(db: Executor, values: NewPropertyRow[]): Promise<void> {
  if (values.length > 0) await db.insert(properties).values(values);
}

/** How many active (not archived) units a building has. */
export async function countActiveUnits(db: Executor, parentId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(properties)
    .where(and(eq(properties.parentId, parentId), isNull(properties.archivedAt)));
  return row?.total ?? 0;
}

/**
 * Keeps a building's unitsCount (its active units: the one derived value every screen shows) and its
 * rent status in step with its units; with no active unit left the count is 0 and the status stays.
 */
export async function refreshParentFromUnits(db: Executor, parentId: string): Promise<void> {
  const units = await db
    .select({ rentStatus: properties.rentStatus })
    .from(properties)
    .where(and(eq(properties.parentId, parentId), isNull(properties.archivedAt)));
  if (units.length === 0) {
    await db.update(properties).set({ unitsCount: 0 }).where(eq(properties.id, parentId));
    return;
  }
  const leased = units.filter((unit) => unit.rentStatus === 'leased' || unit.rentStatus === 'ownerOccupied').length;
  const rentStatus: RentStatus = leased === 0 ? 'vacant' : leased === units.length ? 'leased' : 'partialLeased';
  await db.update(properties).set({ unitsCount: units.length, rentStatus }).where(eq(properties.id, parentId));
}

export async function statistics(db: Executor, accountId: string) {
  const rows = await db
    .select({
      rentStatus: properties.rentStatus,
      isUnit: sql<boolean>`${properties.parentId} is not null`,
      archived: sql<boolean>`${properties.archivedAt} is not null`,
      total: count(),
    })
    .from(properties)
    .where(eq(properties.accountId, accountId))
    .groupBy(properties.rentStatus, sql`${properties.parentId} is not null`, sql`${properties.archivedAt} is not null`);
  return rows;
}

/** Most properties the Portfolio widget draws a bar for. */
export const OCCUPANCY_BARS = 8;

/**
 * The account's active top-level properties with the most units (at most OCCUPANCY_BARS), each with
 * its units count, rent status and how many of its active units are leased or owner-occupied. One query.
 */
export async function occupancyByProperty(db: Executor, accountId: string) {
  return db
    .select({
      id: properties.id,
      name: properties.nickname,
      unitsCount: properties.unitsCount,
      rentStatus: properties.rentStatus,
      occupiedUnits: sql<number>`(select count(*)::int from properties u where u.parent_id = "properties"."id" and u.archived_at is null and u.rent_status in ('leased', 'ownerOccupied'))`,
    })
    .from(properties)
    .where(and(eq(properties.accountId, accountId), isNull(properties.parentId), isNull(properties.archivedAt)))
    .orderBy(desc(properties.unitsCount), desc(properties.createdAt), desc(properties.id))
    .limit(OCCUPANCY_BARS);
}

export async function listRooms(db: Executor, propertyIds: string[]): Promise<RoomRow[]> {
  if (propertyIds.length === 0) return [];
  return db.select().from(rooms).where(inArray(rooms.propertyId, propertyIds)).orderBy(asc(rooms.createdAt), asc(rooms.id));
}

export async function findRoom(db: Executor, accountId: string, propertyId: string, roomId: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.propertyId, propertyId), eq(rooms.accountId, accountId)))
    .limit(1);
  return row;
}

/** Rooms by id, each only if it is in the account and property given with it (one query for a page). */
export async function findRoomsOf(db: Executor, wanted: ReadonlyArray<{ accountId: string; propertyId: string; roomId: string }>): Promise<RoomRow[]> {
  if (wanted.length === 0) return [];
  const rows = await db.select().from(rooms).where(inArray(rooms.id, [...new Set(wanted.map((w) => w.roomId))]));
  return rows.filter((row) => wanted.some((w) => w.roomId === row.id && w.propertyId === row.propertyId && w.accountId === row.accountId));
}

export async function insertRoom(db: Executor, values: typeof rooms.$inferInsert): Promise<RoomRow> {
  const [row] = await db.insert(rooms).values(values).returning();
  return row!;
}

export async function updateRoom(db: Executor, id: string, values: Partial<typeof rooms.$inferInsert>): Promise<RoomRow> {
  const [row] = await db.update(rooms).set(values).where(eq(rooms.id, id)).returning();
  return row!;
}

export async function deleteRoom(db: Executor, id: string): Promise<void> {
  await db.delete(rooms).where(eq(rooms.id, id));
}

export async function listAmenities(db: Executor, entity: string) {
  return db.select().from(amenities).where(eq(amenities.entity, entity)).orderBy(asc(amenities.name));
}

export async function existingAmenityIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: amenities.id }).from(amenities).where(inArray(amenities.id, ids));
  return rows.map((row) => row.id);
}
