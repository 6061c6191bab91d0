/** Drizzle queries for contacts, their categories and share links. Every query is scoped to an account. */
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CategoryEntity, RecordSort } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { containsPattern } from '../../platform/sql.ts';
import { countRowsUpTo } from '../../platform/record-caps.ts';
import { users } from '../auth/auth.table.ts';
import { contactCategories, contacts } from './contacts.table.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type CategoryRow = typeof contactCategories.$inferSelect;
export type ContactWithCategories = ContactRow & { categoryName: string | null; subCategoryName: string | null };

const category = alias(contactCategories, 'category');
const subCategory = alias(contactCategories, 'sub_category');

/** Catalogue rows and the account's own. */
const visibleTo = (accountId: string) => or(isNull(contactCategories.accountId), eq(contactCategories.accountId, accountId))!;

export async function listCategories(db: Executor, accountId: string, entity: CategoryEntity) {
  const child = alias(contactCategories, 'child');
  return db
    .select({
      row: contactCategories,
      hasSubCategories: sql<boolean>`${exists(db.select({ one: sql`1` }).from(child).where(eq(child.parentId, contactCategories.id)))}`,
    })
    .from(contactCategories)
    .where(and(eq(contactCategories.entity, entity), isNull(contactCategories.parentId), visibleTo(accountId)))
    .orderBy(asc(contactCategories.name), asc(contactCategories.id));
}

/** Sub-categories of the catalogue's Contractor category (and the account's own under it). */
export async function listContractorSubCategories(db: Executor, accountId: string): Promise<CategoryRow[]> {
  const contractor = db
    .select({ id: contactCategories.id })
    .from(contactCategories)
    .where(
      and(
        isNull(contactCategories.accountId),
        isNull(contactCategories.parentId),
        eq(contactCategories.entity, 'contact'),
        eq(contactCategories.name, 'Contractor'),
      ),
    );
  return db
    .select()
    .from(contactCategories)
    .where(and(inArray(contactCategories.parentId, contractor), visibleTo(accountId)))
    .orderBy(asc(contactCategories.name), asc(contactCategories.id));
}

export async function findVisibleCategories(db: Executor, accountId: string, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(contactCategories).where(and(inArray(contactCategories.id, ids), visibleTo(accountId)));
}

export async function findSiblingByName(db: Executor, accountId: string, entity: CategoryEntity, parentId: number | null, name: string) {
  const [row] = await db
    .select({ id: contactCategories.id })
    .from(contactCategories)
    .where(
      and(
        eq(contactCategories.entity, entity),
        parentId === null ? isNull(contactCategories.parentId) : eq(contactCategories.parentId, parentId),
        visibleTo(accountId),
        sql`lower(${contactCategories.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertCategory(db: Executor, values: typeof contactCategories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(contactCategories).values(values).returning();
  return row!;
}

export interface ContactFilter {
  accountId: string;
  search?: string | undefined;
  type?: ContactRow['type'] | undefined;
  categoryId?: number | undefined;
}

function whereOf(filter: ContactFilter): SQL {
  const conditions: SQL[] = [eq(contacts.accountId, filter.accountId)];
  if (filter.type) conditions.push(eq(contacts.type, filter.type));
  if (filter.categoryId) conditions.push(eq(contacts.categoryId, filter.categoryId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(contacts.displayName, pattern), ilike(sql`coalesce(${contacts.email}, '')`, pattern))!);
  }
  return and(...conditions)!;
}

const orderBy: Record<RecordSort, SQL[]> = {
  newest: [desc(contacts.createdAt), desc(contacts.id)],
  oldest: [asc(contacts.createdAt), asc(contacts.id)],
  nameAsc: [asc(contacts.displayName), asc(contacts.id)],
  nameDesc: [desc(contacts.displayName), desc(contacts.id)],
};

function selectWithCategories(db: Executor) {
  return db
    .select({ contact: contacts, categoryName: category.name, subCategoryName: subCategory.name })
    .from(contacts)
    .leftJoin(category, eq(category.id, contacts.categoryId))
    .leftJoin(subCategory, eq(subCategory.id, contacts.subCategoryId));
}

const flatten = (rows: Array<{ contact: ContactRow; categoryName: string | null; subCategoryName: string | null }>): ContactWithCategories[] =>
  rows.map((row) => ({ ...row.contact, categoryName: row.categoryName, subCategoryName: row.subCategoryName }));

/** One page: the page's ids on the (account, sort) index, then those rows with their category names. */
export async function listContacts(db: Executor, filter: ContactFilter, sort: RecordSort, page: number, pageSize: number) {
  const pageIds = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return flatten(await selectWithCategories(db).where(inArray(contacts.id, pageIds)).orderBy(...orderBy[sort]));
}

/** The account's contacts, counted up to `upTo` (the contacts cap). */
export async function countContactsUpTo(db: Executor, accountId: string, upTo: number): Promise<number> {
  return countRowsUpTo(db, contacts, contacts.accountId, accountId, upTo);
}

export async function countContacts(db: Executor, filter: ContactFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contacts).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function accountHasContact(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.accountId, accountId)).limit(1);
  return rows.length > 0;
}

/**
 * Contacts by id, each only if it belongs to the account given with it (one query for a whole page:
 * work-order assignees span several accounts in a provider's inbox).
 */
export async function findContactsOf(db: Executor, pairs: ReadonlyArray<{ accountId: string; id: string }>): Promise<ContactWithCategories[]> {
  if (pairs.length === 0) return [];
  const rows = flatten(await selectWithCategories(db).where(inArray(contacts.id, [...new Set(pairs.map((pair) => pair.id))])));
  return rows.filter((row) => pairs.some((pair) => pair.id === row.id && pair.accountId === row.accountId));
}

export async function findContact(db: Executor, accountId: string, id: string): Promise<ContactWithCategories | undefined> {
  const rows = await selectWithCategories(db).where(and(eq(contacts.id, id), eq(contacts.accountId, accountId))).limit(1);
  return flatten(rows)[0];
}

export async function insertContact(db: Executor, values: NewContactRow): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  return row!;
}

export async function updateContact(db: Executor, id: string, values: Partial<NewContactRow>): Promise<void> {
  await db.update(contacts).set(values).where(eq(contacts.id, id));
}

export async function deleteContact(db: Executor, id: string): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, id));
}

export async function userName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.fullName ?? 'A Lintel user';
}

export async function findCopyOfShare(db: Executor, accountId: string, shareId: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.sourceShareId, shareId)))
    .limit(1);
  return row;
}

/**
 * The account's contacts in the Contractor or Vendor category (newest first, at most `limit`), with
 * their sub-category (trade): the candidates of the work orders' suggested contractors.
 */
export async function listContractorContacts(db: Executor, accountId: string, limit: number): Promise<ContactWithCategories[]> {
  const rows = await selectWithCategories(db)
    .where(and(eq(contacts.accountId, accountId), inArray(category.name, ['Contractor', 'Vendor'])))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(limit);
  return flatten(rows);
}
