/** Drizzle queries for inventory items and groups. Every query is scoped to an account. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RecordSort } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { containsPattern } from '../../platform/sql.ts';
import { countRowsUpTo } from '../../platform/record-caps.ts';
import { contactCategories } from '../contacts/contacts.table.ts';
import { properties, rooms } from '../properties/properties.table.ts';
import { inventories, inventoryGroups } from './inventory.table.ts';

export type InventoryRow = typeof inventories.$inferSelect;
export type NewInventoryRow = typeof inventories.$inferInsert;
export type GroupRow = typeof inventoryGroups.$inferSelect;

/** An item with the names it is shown with (one joined query). */
export interface InventoryWithRefs extends InventoryRow {
  categoryName: string | null;
  property: { id: string; nickname: string; type: (typeof properties.$inferSelect)['type'] } | null;
  room: { id: string; name: string; nickname: string | null } | null;
  group: { id: string; name: string; icon: GroupRow['icon'] } | null;
}

export interface InventoryFilter {
  accountId: string;
  search?: string | undefined;
  propertyId?: string | undefined;
  groupId?: string | undefined;
}

function whereOf(filter: InventoryFilter): SQL {
  const conditions: SQL[] = [eq(inventories.accountId, filter.accountId)];
  if (filter.propertyId) conditions.push(eq(inventories.propertyId, filter.propertyId));
  if (filter.groupId) conditions.push(eq(inventories.groupId, filter.groupId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(inventories.name, pattern), ilike(sql`coalesce(${inventories.serialNumber}, '')`, pattern))!);
  }
  return and(...conditions)!;
}

const orderBy: Record<RecordSort, SQL[]> = {
  newest: [desc(inventories.createdAt), desc(inventories.id)],
  oldest: [asc(inventories.createdAt), asc(inventories.id)],
  nameAsc: [asc(inventories.name), asc(inventories.id)],
  nameDesc: [desc(inventories.name), desc(inventories.id)],
};

async function selectWithRefs(db: Executor, where: SQL, order: SQL[]): Promise<InventoryWithRefs[]> {
  const rows = await db
    .select({
      item: inventories,
      categoryName: contactCategories.name,
      propertyNickname: properties.nickname,
      propertyType: properties.type,
      roomName: rooms.name,
      roomNickname: rooms.nickname,
      groupName: inventoryGroups.name,
      groupIcon: inventoryGroups.icon,
    })
    .from(inventories)
    .leftJoin(contactCategories, eq(contactCategories.id, inventories.categoryId))
    .leftJoin(properties, eq(properties.id, inventories.propertyId))
    .leftJoin(rooms, eq(rooms.id, inventories.roomId))
    .leftJoin(inventoryGroups, eq(inventoryGroups.id, inventories.groupId))
    .where(where)
    .orderBy(...order);
  return rows.map((row) => ({
    ...row.item,
    categoryName: row.categoryName,
    property: row.item.propertyId && row.propertyNickname !== null && row.propertyType !== null
      ? { id: row.item.propertyId, nickname: row.propertyNickname, type: row.propertyType }
      : null,
    room: row.item.roomId && row.roomName !== null ? { id: row.item.roomId, name: row.roomName, nickname: row.roomNickname } : null,
    group: row.item.groupId && row.groupName !== null && row.groupIcon !== null
      ? { id: row.item.groupId, name: row.groupName, icon: row.groupIcon }
      : null,
  }));
}

/** One page: the page's ids on the (account, sort) index, then those rows with their references. */
export async function listInventories(db: Executor, filter: InventoryFilter, sort: RecordSort, page: number, pageSize: number) {
  const pageIds = db
    .select({ id: inventories.id })
    .from(inventories)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return selectWithRefs(db, inArray(inventories.id, pageIds), orderBy[sort]);
}

export async function countInventories(db: Executor, filter: InventoryFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inventories).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function accountHasInventory(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: inventories.id }).from(inventories).where(eq(inventories.accountId, accountId)).limit(1);
  return rows.length > 0;
}

export async function findInventory(db: Executor, accountId: string, id: string): Promise<InventoryWithRefs | undefined> {
  const [row] = await selectWithRefs(db, and(eq(inventories.id, id), eq(inventories.accountId, accountId))!, orderBy.newest);
  return row;
}

export async function groupItems(db: Executor, accountId: string, groupId: string): Promise<InventoryWithRefs[]> {
  return selectWithRefs(db, and(eq(inventories.accountId, accountId), eq(inventories.groupId, groupId))!, orderBy.newest);
}

/** Those of `ids` the account owns. */
export async function ownInventoryIds(db: Executor, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.accountId, accountId), inArray(inventories.id, ids)));
  return rows.map((row) => row.id);
}

export async function insertInventory(db: Executor, values: NewInventoryRow): Promise<InventoryRow> {
  const [row] = await db.insert(inventories).values(values).returning();
  return row!;
}

export async function updateInventory(db: Executor, id: string, values: Partial<NewInventoryRow>): Promise<void> {
  await db.update(inventories).set(values).where(eq(inventories.id, id));
}

export async function deleteInventories(db: Executor, accountId: string, ids: string[]): Promise<void> {
  await db.delete(inventories).where(and(eq(inventories.accountId, accountId), inArray(inventories.id, ids)));
}

export async function setGroup(db: Executor, accountId: string, ids: string[], groupId: string | null): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(inventories)
    .set({ groupId, updatedAt: new Date() })
    .where(and(eq(inventories.accountId, accountId), inArray(inventories.id, ids)));
}

export async function clearGroup(db: Executor, accountId: string, groupId: string, ids?: string[]): Promise<void> {
  const conditions = [eq(inventories.accountId, accountId), eq(inventories.groupId, groupId)];
  if (ids) conditions.push(inArray(inventories.id, ids));
  await db.update(inventories).set({ groupId: null, updatedAt: new Date() }).where(and(...conditions));
}

export async function listGroups(db: Executor, accountId: string, search: string | undefined, page: number, pageSize: number): Promise<GroupRow[]> {
  const where = whereOfGroups(accountId, search);
  return db
    .select()
    .from(inventoryGroups)
    .where(where)
    .orderBy(desc(inventoryGroups.createdAt), desc(inventoryGroups.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

function whereOfGroups(accountId: string, search: string | undefined): SQL {
  const conditions: SQL[] = [eq(inventoryGroups.accountId, accountId)];
  if (search) conditions.push(ilike(inventoryGroups.name, containsPattern(search)));
  return and(...conditions)!;
}

export async function countGroups(db: Executor, accountId: string, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inventoryGroups).where(whereOfGroups(accountId, search));
  return row?.total ?? 0;
}

/** Items per group, in one GROUP BY. */
export async function itemCounts(db: Executor, accountId: string, groupIds: string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: inventories.groupId, total: count() })
    .from(inventories)
    .where(and(eq(inventories.accountId, accountId), inArray(inventories.groupId, groupIds)))
    .groupBy(inventories.groupId);
  return new Map(rows.map((row) => [row.groupId!, row.total]));
}

export async function findGroup(db: Executor, accountId: string, id: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(inventoryGroups)
    .where(and(eq(inventoryGroups.id, id), eq(inventoryGroups.accountId, accountId)))
    .limit(1);
  return row;
}

export async function insertGroup(db: Executor, values: typeof inventoryGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await db.insert(inventoryGroups).values(values).returning();
  return row!;
}

export async function updateGroup(db: Executor, id: string, values: Partial<typeof inventoryGroups.$inferInsert>): Promise<GroupRow> {
  const [row] = await db.update(inventoryGroups).set(values).where(eq(inventoryGroups.id, id)).returning();
  return row!;
}

export async function deleteGroup(db: Executor, id: string): Promise<void> {
  await db.delete(inventoryGroups).where(eq(inventoryGroups.id, id));
}

/** The account's inventory items, counted up to `upTo` (the inventoryItems cap). */
export async function countInventoriesUpTo(db: Executor, accountId: string, upTo: number): Promise<number> {
  return countRowsUpTo(db, inventories, inventories.accountId, accountId, upTo);
}
