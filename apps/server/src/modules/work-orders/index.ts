/** Work-orders module: projects, sharing, assignees, requests for quotes, quotes, completion and the Bill. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import { mailJob } from '../../platform/jobs/mail-job.ts';
import { createWorkOrdersService, WORK_ORDERS_MAIL_JOB, type WorkOrdersNeeds } from './work-orders.service.ts';
import { registerWorkOrderRoutes } from './work-orders.routes.ts';
import * as repo from './work-orders.repository.ts';

export type { RequestSources, RequestSourceRecord, WorkOrdersNeeds } from './work-orders.service.ts';

/**
 * The users taking part in a work order, for the chat area: its landlord, its user assignees and
 * the providers asked to quote (and the provider doing the work). Empty when it does not exist.
 */
export async function workOrderParticipants(db: Executor, workOrderId: string): Promise<string[]> {
  const row = await repo.findWorkOrderById(db, workOrderId);
  if (!row) return [];
  const [assignees, requests] = await Promise.all([repo.assigneesOf(db, [row.id]), repo.quoteRequestsOf(db, [row.id])]);
  return [
    ...new Set([
      row.accountId,
      ...(row.providerId ? [row.providerId] : []),
      ...assignees.flatMap((assignee) => (assignee.userId ? [assignee.userId] : [])),
      ...requests.map((request) => request.providerId),
    ]),
  ];
}

/** Work orders whose date range overlaps a range (the calendar's "workOrder" source). */
export { workOrdersBetween } from './work-orders.repository.ts';

/**
 * A work order as a chat subject (issue 14): its account, name, web path, the parties of
 * `workOrderParticipants` and `open` until it is closed; undefined when it does not exist.
 */
export async function workOrderChatSubject(
  db: Executor,
  workOrderId: string,
): Promise<{ accountId: string; title: string; link: string; userIds: string[]; open: boolean } | undefined> {
  const row = await repo.findWorkOrderById(db, workOrderId);
  if (!row) return undefined;
  return { accountId: row.accountId, title: row.name, link: `/work-orders/${row.id}`, userIds: await workOrderParticipants(db, row.id), open: row.status !== 'closed' };
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
