/** Work-orders module: projects, sharing, assignees, requests for quotes, quotes, completion and the Bill. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { followUpEndsAt, WORK_ORDER_FOLLOW_UP_DAYS } from '@lintel/shared';
import { findUsersByIds } from '../auth/index.ts';
import { createWorkOrdersService, WORK_ORDERS_MAIL_JOB, type WorkOrdersNeeds } from './work-orders.service.ts';
import { registerWorkOrderRoutes } from './work-orders.routes.ts';
import * as repo from './work-orders.repository.ts';

export type { RequestSources, RequestSourceRecord, WorkOrdersNeeds } from './work-orders.service.ts';

/**
 * The users taking part in a work order as a team: its landlord, its user assignees and the provider
 * doing the work. Providers asked to quote are not in it: before a quote is accepted each talks to the
 * landlord in a conversation of their own (`workOrderChatSubject`). Empty when it does not exist.
 */
export async function workOrderParticipants(db: Executor, workOrderId: string): Promise<string[]> {
  const row = await repo.findWorkOrderById(db, workOrderId);
  return row ? teamOf(row, await repo.assigneesOf(db, [row.id])) : [];
}

function teamOf(row: repo.WorkOrderRow, assignees: Array<{ userId: string | null }>): string[] {
  return [...new Set([row.accountId, ...(row.providerId ? [row.providerId] : []), ...assignees.flatMap((assignee) => (assignee.userId ? [assignee.userId] : []))])];
}

/** Subject key of the conversation between a work order's landlord and one provider asked to quote. */
export const providerConversationKey = (workOrderId: string, providerId: string) => `workOrder:${workOrderId}:${providerId}`;

/**
 * What the tenant of a request hears about its work order (issue 21 item 4): the chosen provider's
 * name, the planned first day (`YYYY-MM-DD`: its start date, else the accepted quote's earliest
 * start) and when it was closed. Undefined when it does not exist.
 */
export async function workOrderFacts(db: Executor, workOrderId: string): Promise<{ providerName: string | null; startDate: string | null; closedAt: Date | null } | undefined> {
  const row = await repo.findWorkOrderById(db, workOrderId);
  if (!row) return undefined;
  const [provider] = row.providerId ? await findUsersByIds(db, [row.providerId]) : [];
  const accepted = row.acceptedQuoteId ? (await repo.quotesOf(db, [row.id])).find((quote) => quote.id === row.acceptedQuoteId) : undefined;
  return { providerName: provider ? provider.companyName || provider.fullName : null, startDate: row.startDate ?? accepted?.earliestStart ?? null, closedAt: row.closedAt };
}

/** Work orders whose date range overlaps a range (the calendar's "workOrder" source). */
export { workOrdersBetween } from './work-orders.repository.ts';

/**
 * A work order as a chat subject (issues 14, 21 item 2), for `viewer` or the conversation `key`:
 * - the team conversation (`workOrder:<id>`): the landlord, user assignees and the chosen provider;
 * - before a provider is chosen, each provider asked to quote talks to the landlord in a conversation
 *   of their own (`workOrder:<id>:<providerId>`); once another provider is chosen they are out of it
 *   (404 on read, removed in the acceptance's transaction by `onProvidersDeclined`).
 * `withUserId` (the landlord only) opens the conversation with that provider asked to quote (item 2);
 * anyone else, or a provider not asked, gets undefined (404).
 * Once the work order is closed (issue 21 item 10) the team conversation stays open to its owner and
 * the chosen provider alone for WORK_ORDER_FOLLOW_UP_DAYS after closing (warranty questions), then it
 * is read-only; `notice` says so in words for the viewer. A provider's own conversation closes with
 * the work order. Undefined when it does not exist.
 */
export async function workOrderChatSubject(
  db: Executor,
  workOrderId: string,
  viewer: AuthContext,
  key?: string,
  withUserId?: string,
): Promise<{ accountId: string; title: string; link: string; userIds: string[]; open: boolean; key: string; notice?: string } | undefined> {
  const row = await repo.findWorkOrderById(db, workOrderId);
  if (!row) return undefined;
  const [assignees, requests] = await Promise.all([repo.assigneesOf(db, [row.id]), repo.quoteRequestsOf(db, [row.id])]);
  const team = teamOf(row, assignees);
  const link = `/work-orders/${row.id}`;
  const open = row.status !== 'closed';
  const prefix = `workOrder:${row.id}:`;
  const asked = requests.map((request) => request.providerId);
  if (withUserId) {
    // Only the landlord opens a provider's own conversation (issue 21 item 2), and only with a provider asked to quote.
    if (viewer.userId !== row.accountId || !asked.includes(withUserId)) return undefined;
    key = providerConversationKey(row.id, withUserId);
  }
  const asker = key?.startsWith(prefix) ? key.slice(prefix.length) : !key && asked.includes(viewer.userId) && !team.includes(viewer.userId) ? viewer.userId : undefined;
  if (asker) {
    const stillIn = asked.includes(asker) && (!row.providerId || row.providerId === asker);
    const [provider] = await findUsersByIds(db, [asker]);
    const name = provider ? provider.companyName || provider.fullName : 'Provider';
    const notice = !stillIn
      ? `${name} was not chosen for this work order, so this conversation is closed. Its history stays here.`
      : !open
        ? 'This work order is closed, so this conversation is closed too; follow-up questions go to the work order’s own conversation.'
        : undefined;
    return { accountId: row.accountId, title: `${row.name} · ${name}`.slice(0, 200), link, userIds: stillIn ? [row.accountId, asker] : [row.accountId], open: open && stillIn, key: providerConversationKey(row.id, asker), ...(notice ? { notice } : {}) };
  }
  const teamKey = `workOrder:${row.id}`;
  if (open) return { accountId: row.accountId, title: row.name, link, userIds: team, open, key: teamKey };
  return { accountId: row.accountId, title: row.name, link, key: teamKey, ...(await followUp(db, row, team, viewer)) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Who may still write about a closed work order and the words that say so (issue 21 item 10): its
 * owner and the chosen provider until `followUpEndsAt(closedAt)`; everyone of the team reads.
 */
async function followUp(db: Executor, row: repo.WorkOrderRow, team: string[], viewer: AuthContext): Promise<{ userIds: string[]; open: boolean; notice: string }> {
  const closedAt = row.closedAt ?? row.updatedAt;
  const until = followUpEndsAt(closedAt);
  const closedOn = dayFormat.format(closedAt);
  if (until.getTime() <= Date.now()) {
    return { userIds: team, open: false, notice: `This work order was closed on ${closedOn} and its ${WORK_ORDER_FOLLOW_UP_DAYS}-day follow-up period ended on ${dayFormat.format(until)}, so this conversation is read-only. Its history stays here.` };
  }
  const writers = [row.accountId, ...(row.providerId ? [row.providerId] : [])];
  const names = new Map((await findUsersByIds(db, writers)).map((user) => [user.id, user.companyName || user.fullName]));
  const untilText = dayFormat.format(until);
  const other = writers.find((id) => id !== viewer.userId);
  const notice = writers.includes(viewer.userId)
    ? other
      ? `This work order was closed on ${closedOn}. You and ${names.get(other) ?? 'the provider'} can still write here about it (warranty questions, a follow-up visit) until ${untilText}.`
      : `This work order was closed on ${closedOn}. You can still add notes here until ${untilText}.`
    : `This work order was closed on ${closedOn}. Until ${untilText} only ${writers.map((id) => names.get(id) ?? 'its owner').join(' and ')} can write here; you can read it.`;
  return { userIds: writers, open: true, notice };
}

/**
 * Registers /work-orders, /work-order-quotes, /work-order-inbox and the `workOrder` live room.
 * `needs.requestSources` (tenant requests, property services) is optional: without it, a work
 * order made from a source is a 422 WORK_ORDER_SOURCE_UNAVAILABLE.
 */
export function workOrdersModule(api: FastifyInstance, deps: AppDeps, needs: WorkOrdersNeeds): void {
  const service = createWorkOrdersService(deps, needs);
  deps.jobs.register(mailJob(WORK_ORDERS_MAIL_JOB, deps.mailer));
  registerWorkOrderRoutes(api, deps, service);
  deps.liveRooms.register('workOrder', (auth, id) => service.canJoinRoom(auth, id));
}

/** A provider's work-order quotes on the Quotes page (issue 21 item 14). */
export { providerWorkOrderQuotes, findProviderWorkOrderQuote, actOnProviderWorkOrderQuote, providerWorkOrderQuoteFigures } from './provider-quotes.ts';
