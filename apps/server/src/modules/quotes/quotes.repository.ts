/** Drizzle queries for quote requests, the models they cover, and providers' quotes. */
import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QuoteStatus } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { users } from '../auth/auth.table.ts';
import { projectModels, projectTypes } from '../configurator/configurator.table.ts';
import { quoteRequestModels, quoteRequests, quotes } from './quotes.table.ts';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type NewQuoteRequestRow = typeof quoteRequests.$inferInsert;
export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

const requester = alias(users, 'requester');
const provider = alias(users, 'provider');

// ---- Requests ------------------------------------------------------------------------------------

export async function insertQuoteRequest(db: Executor, values: NewQuoteRequestRow, modelIds: string[]): Promise<QuoteRequestRow> {
  const [row] = await db.insert(quoteRequests).values(values).returning();
  await db.insert(quoteRequestModels).values(modelIds.map((projectModelId, position) => ({ requestId: row!.id, projectModelId, position })));
  return row!;
}

const requestColumns = { request: quoteRequests, requesterName: requester.fullName };
export type RequestWithName = { request: QuoteRequestRow; requesterName: string };

export async function findOwnRequest(db: Executor, accountId: string, id: string): Promise<RequestWithName | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(quoteRequests)
    .innerJoin(requester, eq(requester.id, quoteRequests.accountId))
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findRequest(db: Executor, id: string): Promise<RequestWithName | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(quoteRequests)
    .innerJoin(requester, eq(requester.id, quoteRequests.accountId))
    .where(eq(quoteRequests.id, id))
    .limit(1);
  return row;
}

/** One page of requests matching `where`, newest first, with the total. */
async function pageOfRequests(db: Executor, where: SQL, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(quoteRequests)
      .innerJoin(requester, eq(requester.id, quoteRequests.accountId))
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(quoteRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A requester's requests, newest first (quote_requests_account_idx). */
export async function listOwnRequests(db: Executor, accountId: string, page: number, pageSize: number) {
  return pageOfRequests(db, eq(quoteRequests.accountId, accountId), page, pageSize);
}

/** Open requests, newest first (quote_requests_status_idx); only those with one of `typeKeys` when given. */
export async function listOpenRequests(db: Executor, typeKeys: string[] | null, page: number, pageSize: number) {
  const conditions: SQL[] = [eq(quoteRequests.status, 'open')];
  if (typeKeys) conditions.push(typeKeys.length > 0 ? arrayOverlaps(quoteRequests.projectTypeKeys, typeKeys) : sql`false`);
  return pageOfRequests(db, and(...conditions)!, page, pageSize);
}

export async function updateRequest(db: Executor, id: string, values: Partial<NewQuoteRequestRow>): Promise<void> {
  await db.update(quoteRequests).set(values).where(eq(quoteRequests.id, id));
}

/** The project models of several requests in one query, with their project type key. */
export async function modelsOfRequests(db: Executor, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: quoteRequestModels.requestId, model: projectModels, typeKey: projectTypes.key })
    .from(quoteRequestModels)
    .innerJoin(projectModels, eq(projectModels.id, quoteRequestModels.projectModelId))
    .innerJoin(projectTypes, eq(projectTypes.id, projectModels.projectTypeId))
    .where(inArray(quoteRequestModels.requestId, requestIds))
    .orderBy(asc(quoteRequestModels.requestId), asc(quoteRequestModels.position));
}

export async function modelIdsOfRequest(db: Executor, requestId: string): Promise<string[]> {
  const rows = await db.select({ id: quoteRequestModels.projectModelId }).from(quoteRequestModels).where(eq(quoteRequestModels.requestId, requestId));
  return rows.map((row) => row.id);
}

// ---- Quotes --------------------------------------------------------------------------------------

const modelsCount = sql<number>`(select count(*)::int from ${quoteRequestModels} where ${quoteRequestModels.requestId} = ${quotes.requestId})`;
const quoteColumns = {
  quote: quotes,
  providerName: sql<string>`coalesce(nullif(${provider.companyName}, ''), ${provider.fullName})`,
  requesterName: requester.fullName,
  projectTypeKeys: quoteRequests.projectTypeKeys,
  address: quoteRequests.address,
  modelsCount,
};
export type QuoteWithContext = {
  quote: QuoteRow;
  providerName: string;
  requesterName: string;
  projectTypeKeys: string[];
  address: string;
  modelsCount: number;
};

function selectQuotes(db: Executor) {
  return db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(provider, eq(provider.id, quotes.accountId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .innerJoin(requester, eq(requester.id, quoteRequests.accountId));
}

export async function findOwnQuote(db: Executor, accountId: string, id: string): Promise<QuoteWithContext | undefined> {
  const [row] = await selectQuotes(db)
    .where(and(eq(quotes.id, id), eq(quotes.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findQuoteOfRequest(db: Executor, requestId: string, id: string): Promise<QuoteWithContext | undefined> {
  const [row] = await selectQuotes(db)
    .where(and(eq(quotes.id, id), eq(quotes.requestId, requestId)))
    .limit(1);
  return row;
}

/** A provider's quotes, newest first (quotes_account_idx / quotes_account_status_idx): 2 queries. */
export async function listOwnQuotes(db: Executor, accountId: string, status: QuoteStatus | undefined, page: number, pageSize: number) {
  const where = and(eq(quotes.accountId, accountId), status ? eq(quotes.status, status) : undefined)!;
  const [rows, [total]] = await Promise.all([
    selectQuotes(db)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(quotes).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The quotes a requester may see on their requests: sent, not drafts, not withdrawn (archived). */
export async function sentQuotesOfRequests(db: Executor, requestIds: string[]): Promise<QuoteWithContext[]> {
  if (requestIds.length === 0) return [];
  return selectQuotes(db)
    .where(and(inArray(quotes.requestId, requestIds), isNotNull(quotes.sentAt), notInArray(quotes.status, ['draft', 'archived'])))
    .orderBy(asc(quotes.sentAt), asc(quotes.id));
}

/** A provider's own quotes on several requests (quotes_account_request_idx). */
export async function ownQuotesOfRequests(db: Executor, accountId: string, requestIds: string[]): Promise<QuoteRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), inArray(quotes.requestId, requestIds)));
}

export async function insertQuote(db: Executor, values: NewQuoteRow): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function updateQuote(db: Executor, id: string, values: Partial<NewQuoteRow>): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/**
 * The statistics figures of a provider in one query: quotes sent, quotes accepted and dollars
 * quoted, in the current and the previous period (half-open instants).
 */
export async function quoteStatisticsRow(
  db: Executor,
  accountId: string,
  current: { from: Date; to: Date },
  previous: { from: Date; to: Date },
) {
  const within = (column: typeof quotes.sentAt | typeof quotes.acceptedAt, period: { from: Date; to: Date }) =>
    sql`${column} >= ${period.from.toISOString()} and ${column} < ${period.to.toISOString()}`;
  const [row] = await db
    .select({
      sentNow: sql<number>`count(*) filter (where ${within(quotes.sentAt, current)})::int`,
      sentBefore: sql<number>`count(*) filter (where ${within(quotes.sentAt, previous)})::int`,
      convertedNow: sql<number>`count(*) filter (where ${within(quotes.acceptedAt, current)})::int`,
      convertedBefore: sql<number>`count(*) filter (where ${within(quotes.acceptedAt, previous)})::int`,
      totalNow: sql<string>`coalesce(sum(${quotes.total}) filter (where ${within(quotes.sentAt, current)}), 0)::text`,
      totalBefore: sql<string>`coalesce(sum(${quotes.total}) filter (where ${within(quotes.sentAt, previous)}), 0)::text`,
    })
    .from(quotes)
    .where(eq(quotes.accountId, accountId));
  return row!;
}

/** Verified service providers with their trades and e-mail (for the new-request notice). */
export async function listProvidersForNotice(db: Executor, limit: number) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, trades: users.trades })
    .from(users)
    .where(and(eq(users.role, 'serviceProvider'), isNotNull(users.emailVerifiedAt)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

export async function findUserContact(db: Executor, id: string) {
  const [row] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Who takes part in a quote request (chat, issue 14): the homeowner's account, the address and the
 * providers who sent it a quote (drafts do not count). Undefined for an unknown id.
 */
export async function quoteRequestParties(db: Executor, requestId: string) {
  const [request] = await db
    .select({ accountId: quoteRequests.accountId, address: quoteRequests.address })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId))
    .limit(1);
  if (!request) return undefined;
  const rows = await db
    .selectDistinct({ providerId: quotes.accountId })
    .from(quotes)
    .where(and(eq(quotes.requestId, requestId), isNotNull(quotes.sentAt), notInArray(quotes.status, ['draft'])));
  return { ...request, providerIds: rows.map((row) => row.providerId) };
}
