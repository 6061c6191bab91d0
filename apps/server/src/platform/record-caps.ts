/**
 * Per-account record caps (issue 25 item 8, values in packages/shared `RECORD_CAPS`): a create that
 * would take an account past its cap of a kind is a 422 `RECORD_LIMIT_REACHED` naming the limit.
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RECORD_CAPS, recordCapMessage, type RecordCapKind } from '@lintel/shared';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';

/** The error of a create refused by `kind`'s cap: 422, `details[0].limit` = the cap. */
export function recordCapError(kind: RecordCapKind): AppError {
  const message = recordCapMessage(kind);
  return new AppError('RECORD_LIMIT_REACHED', message, [{ path: '', message, limit: RECORD_CAPS[kind] }]);
}

/**
 * Inside `tx` (the create's transaction): takes a transaction-scoped advisory lock on (kind, account),
 * so two concurrent creates of one account count one after the other, then asks `countExisting(upTo)`
 * how many the account holds (it may stop counting at `upTo` = cap + 1) and throws `recordCapError`
 * when `existing + adding` is past the cap.
 */
export async function assertRecordCap(
  tx: Executor,
  kind: RecordCapKind,
  accountId: string,
  countExisting: (upTo: number) => Promise<number>,
  adding = 1,
): Promise<void> {
  if (adding <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`record-cap:${kind}:${accountId}`}))`);
  const cap = RECORD_CAPS[kind];
  if ((await countExisting(cap + 1)) + adding > cap) throw recordCapError(kind);
}

/**
 * Rows of `table` whose `accountColumn` is `accountId` (and `where`, when given), counted up to
 * `upTo` at most: the scan stops there, so a full account costs no more than its cap.
 */
export async function countRowsUpTo(executor: Executor, table: PgTable, accountColumn: PgColumn, accountId: string, upTo: number, where?: SQL): Promise<number> {
  const capped = executor
    .select({ one: sql`1` })
    .from(table)
    .where(where ? sql`${eq(accountColumn, accountId)} and ${where}` : eq(accountColumn, accountId))
    .limit(upTo)
    .as('capped');
  const [row] = await executor.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}
