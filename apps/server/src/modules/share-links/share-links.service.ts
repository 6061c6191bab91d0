/**
 * Share links for the three shareable records (issue 25 item 5): made by the module that owns the record
 * (work orders, contacts, lease-form templates), which also decides who may see the record; this file
 * keeps the token rules — a random 32-byte url-safe token, stored hashed, with an expiry, revocable one
 * by one or all at once for a record, `lastUsedAt` recorded each time it is opened.
 */
import { MAX_ACTIVE_SHARE_LINKS, type ShareLink, type ShareLinkKind } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import * as repo from './share-links.repository.ts';
import type { ShareLinkRow } from './share-links.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner's view of a link (never the token). */
export function toShareLinkDto(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * A new link to record `subjectId` of `accountId`, valid `ttlDays` days, e-mailed to `email` (null for a
 * copied link). Returns the row and the token (only in the URL given to the recipient; the database
 * keeps its hash). Throws RECORD_LIMIT_REACHED (422) when the record already has MAX_ACTIVE_SHARE_LINKS
 * live links.
 */
export async function createShareLink(
  tx: Executor,
  input: { accountId: string; kind: ShareLinkKind; subjectId: string; email: string | null; ttlDays: number },
  now = new Date(),
): Promise<{ row: ShareLinkRow; token: string }> {
  if ((await repo.countLive(tx, input.accountId, input.kind, input.subjectId, now)) >= MAX_ACTIVE_SHARE_LINKS) {
    const message = `This record already has ${MAX_ACTIVE_SHARE_LINKS} active links; revoke some before sharing it again`;
    throw new AppError('RECORD_LIMIT_REACHED', message, [{ path: '', message, limit: MAX_ACTIVE_SHARE_LINKS }]);
  }
  const token = randomToken();
  const row = await repo.insertLink(tx, {
    accountId: input.accountId,
    kind: input.kind,
    subjectId: input.subjectId,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + input.ttlDays * DAY_MS),
    createdAt: now,
  });
  return { row, token };
}

/** The live link of `kind` behind `token` (its use recorded), or undefined: unknown, revoked or expired. */
export async function useShareLink(db: Executor, kind: ShareLinkKind, token: string, now = new Date()): Promise<ShareLinkRow | undefined> {
  return repo.useLiveLink(db, kind, hashToken(token), now);
}

/** The record's active links, newest first (the caller has checked the record is the account's). */
export async function listShareLinks(db: Executor, accountId: string, kind: ShareLinkKind, subjectId: string, now = new Date()): Promise<ShareLink[]> {
  return (await repo.listLive(db, accountId, kind, subjectId, now, MAX_ACTIVE_SHARE_LINKS)).map(toShareLinkDto);
}

/** Revokes every active link of the record (also when it is deleted); how many there were. */
export async function revokeShareLinksOf(db: Executor, accountId: string, kind: ShareLinkKind, subjectId: string, now = new Date()): Promise<number> {
  return repo.revokeOfSubject(db, accountId, kind, subjectId, now);
}

/** DELETE /share-links/{id}: the link answers 404 from now on. SHARE_LINK_NOT_FOUND for another account's, an unknown or an ended link. */
export async function revokeShareLink(db: Executor, accountId: string, id: string, now = new Date()): Promise<void> {
  if (!(await repo.revokeOne(db, accountId, id, now))) throw new AppError('SHARE_LINK_NOT_FOUND', 'Share link not found');
}
