/** Drizzle queries for share links; every read and change of a link by its owner is scoped by account. */
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ShareLinkKind } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { shareLinks } from './share-links.table.ts';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

const live = (now: Date) => and(isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now));
const ofSubject = (accountId: string, kind: ShareLinkKind, subjectId: string) =>
  and(eq(shareLinks.accountId, accountId), eq(shareLinks.kind, kind), eq(shareLinks.subjectId, subjectId));

export async function insertLink(db: Executor, values: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

/** The live link of `kind` with this token hash, marked as used now; undefined when unknown, revoked or expired. */
export async function useLiveLink(db: Executor, kind: ShareLinkKind, tokenHash: string, now: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ lastUsedAt: now })
    .where(and(eq(shareLinks.tokenHash, tokenHash), eq(shareLinks.kind, kind), live(now)))
    .returning();
  return row;
}

export async function listLive(db: Executor, accountId: string, kind: ShareLinkKind, subjectId: string, now: Date, limit: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(ofSubject(accountId, kind, subjectId), live(now)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(limit);
}

export async function countLive(db: Executor, accountId: string, kind: ShareLinkKind, subjectId: string, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shareLinks).where(and(ofSubject(accountId, kind, subjectId), live(now)));
  return Number(row?.n ?? 0);
}

/** Revokes the account's live links of one record; the number revoked. */
export async function revokeOfSubject(db: Executor, accountId: string, kind: ShareLinkKind, subjectId: string, now: Date): Promise<number> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(ofSubject(accountId, kind, subjectId), live(now)))
    .returning({ id: shareLinks.id });
  return rows.length;
}

/** Revokes one live link of the account; false when it is not theirs, unknown, or already over. */
export async function revokeOne(db: Executor, accountId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.accountId, accountId), live(now)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}
