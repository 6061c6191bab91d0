/** Drizzle queries for documents and folders. Every query is scoped to an account. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DocumentType, RecordSort } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { containsPattern } from '../../platform/sql.ts';
import { countRowsUpTo } from '../../platform/record-caps.ts';
import { properties } from '../properties/properties.table.ts';
import { documentFolders, documents } from './documents.table.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type FolderRow = typeof documentFolders.$inferSelect;

export interface DocumentWithRefs extends DocumentRow {
  folder: { id: string; name: string } | null;
  property: { id: string; nickname: string; type: (typeof properties.$inferSelect)['type'] } | null;
}

export interface DocumentFilter {
  accountId: string;
  search?: string | undefined;
  /** A folder id, null for "no folder", undefined for any. */
  folderId?: string | null | undefined;
  type?: DocumentType | undefined;
  propertyId?: string | undefined;
}

function whereOf(filter: DocumentFilter): SQL {
  const conditions: SQL[] = [eq(documents.accountId, filter.accountId)];
  if (filter.folderId === null) conditions.push(isNull(documents.folderId));
  else if (filter.folderId) conditions.push(eq(documents.folderId, filter.folderId));
  if (filter.type) conditions.push(eq(documents.type, filter.type));
  if (filter.propertyId) conditions.push(eq(documents.propertyId, filter.propertyId));
  if (filter.search) conditions.push(ilike(documents.name, containsPattern(filter.search)));
  return and(...conditions)!;
}

const orderBy: Record<RecordSort, SQL[]> = {
  newest: [desc(documents.createdAt), desc(documents.id)],
  oldest: [asc(documents.createdAt), asc(documents.id)],
  nameAsc: [asc(documents.name), asc(documents.id)],
  nameDesc: [desc(documents.name), desc(documents.id)],
};

async function selectWithRefs(db: Executor, where: SQL, order: SQL[]): Promise<DocumentWithRefs[]> {
  const rows = await db
    .select({
      document: documents,
      folderName: documentFolders.name,
      propertyNickname: properties.nickname,
      propertyType: properties.type,
    })
    .from(documents)
    .leftJoin(documentFolders, eq(documentFolders.id, documents.folderId))
    .leftJoin(properties, eq(properties.id, documents.propertyId))
    .where(where)
    .orderBy(...order);
  return rows.map((row) => ({
    ...row.document,
    folder: row.document.folderId && row.folderName !== null ? { id: row.document.folderId, name: row.folderName } : null,
    property: row.document.propertyId && row.propertyNickname !== null && row.propertyType !== null
      ? { id: row.document.propertyId, nickname: row.propertyNickname, type: row.propertyType }
      : null,
  }));
}

export async function listDocuments(db: Executor, filter: DocumentFilter, sort: RecordSort, page: number, pageSize: number) {
  const pageIds = db
    .select({ id: documents.id })
    .from(documents)
    .where(whereOf(filter))
    .orderBy(...orderBy[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return selectWithRefs(db, inArray(documents.id, pageIds), orderBy[sort]);
}

export async function countDocuments(db: Executor, filter: DocumentFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(documents).where(whereOf(filter));
  return row?.total ?? 0;
}

/** Documents per folder (null = no folder) in one GROUP BY on the (account, folder) index. */
export async function folderCounts(db: Executor, accountId: string): Promise<Array<{ folderId: string | null; total: number }>> {
  return db
    .select({ folderId: documents.folderId, total: count() })
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .groupBy(documents.folderId);
}

export async function findDocument(db: Executor, accountId: string, id: string): Promise<DocumentWithRefs | undefined> {
  const [row] = await selectWithRefs(db, and(eq(documents.id, id), eq(documents.accountId, accountId))!, orderBy.newest);
  return row;
}

export async function ownDocumentIds(db: Executor, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), inArray(documents.id, ids)));
  return rows.map((row) => row.id);
}

export async function insertDocument(db: Executor, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function updateDocument(db: Executor, id: string, values: Partial<NewDocumentRow>): Promise<void> {
  await db.update(documents).set(values).where(eq(documents.id, id));
}

export async function moveDocuments(db: Executor, accountId: string, ids: string[], folderId: string | null): Promise<void> {
  await db
    .update(documents)
    .set({ folderId, updatedAt: new Date() })
    .where(and(eq(documents.accountId, accountId), inArray(documents.id, ids)));
}

export async function deleteDocuments(db: Executor, accountId: string, ids: string[]): Promise<void> {
  await db.delete(documents).where(and(eq(documents.accountId, accountId), inArray(documents.id, ids)));
}

export async function listFolders(db: Executor, accountId: string): Promise<FolderRow[]> {
  return db
    .select()
    .from(documentFolders)
    .where(eq(documentFolders.accountId, accountId))
    .orderBy(asc(sql`lower(${documentFolders.name})`), asc(documentFolders.id));
}

export async function findFolder(db: Executor, accountId: string, id: string): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.id, id), eq(documentFolders.accountId, accountId)))
    .limit(1);
  return row;
}

export async function insertFolder(db: Executor, values: typeof documentFolders.$inferInsert): Promise<FolderRow> {
  const [row] = await db.insert(documentFolders).values(values).returning();
  return row!;
}

export async function deleteFolder(db: Executor, id: string): Promise<void> {
  await db.delete(documentFolders).where(eq(documentFolders.id, id));
}

/** The account's documents, counted up to `upTo` (the documents cap). */
export async function countDocumentsUpTo(db: Executor, accountId: string, upTo: number): Promise<number> {
  return countRowsUpTo(db, documents, documents.accountId, accountId, upTo);
}
