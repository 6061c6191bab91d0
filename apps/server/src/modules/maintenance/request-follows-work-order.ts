/**
 * A tenant request follows the work order made from it (issue 21 item 4): the tenant is told when a
 * provider is chosen or assigned (with their name and the date), and the request is Completed when
 * its work order is closed. Consumers of the work-orders area's events; they read the work order
 * through `WorkOrderFacts`, passed in by the module list, so maintenance does not import work orders.
 */
import { formatDateOnly, formatZonedTime, requestCategoryWords } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import { recordEvent } from '../../platform/events/events.ts';
import * as repo from './maintenance.repository.ts';

/** What the tenant is told about the work order made from their request. */
export interface WorkOrderFacts {
  /** The chosen or assigned provider's company or name; null before one is chosen. */
  providerName: string | null;
  /** The planned first day (`YYYY-MM-DD`): the work order's start date, else the accepted quote's earliest start. */
  startDate: string | null;
  /** When it was closed (confirmed by the landlord), else null. */
  closedAt: Date | null;
}

export type LoadWorkOrderFacts = (db: Executor, workOrderId: string) => Promise<WorkOrderFacts | undefined>;

/** Subscribes the consumers to workOrder.quoteAccepted, workOrder.assigned and workOrder.closed. */
export function followWorkOrders(deps: AppDeps, facts: LoadWorkOrderFacts): void {
  const onChosen = async (workOrderId: string, tx: Executor) => {
    const request = await repo.findRequestByWorkOrder(tx, workOrderId);
    const found = request && (await facts(tx, workOrderId));
    if (!request || !found?.providerName || (request.status !== 'in-review' && request.status !== 'ongoing')) return;
    const updated = request.status === 'in-review' ? await repo.updateRequest(tx, request.id, { status: 'ongoing' }) : request;
    const when = found.startDate ? `, starting ${formatDateOnly(found.startDate)}` : '';
    await tell(tx, updated, 'ongoing', `${found.providerName} will do the repair for your ${requestCategoryWords(updated.categoryId, updated.subCategoryId)} request at ${updated.propertyName}${when}`);
  };
  deps.events.subscribe('workOrder.quoteAccepted', 'maintenance.requestProviderChosen', (event, tx) => onChosen(event.payload.workOrderId, tx));
  deps.events.subscribe('workOrder.assigned', 'maintenance.requestProviderAssigned', (event, tx) => onChosen(event.payload.workOrderId, tx));
  deps.events.subscribe('workOrder.closed', 'maintenance.requestCompleted', async (event, tx) => {
    const request = await repo.findRequestByWorkOrder(tx, event.payload.workOrderId);
    if (!request || request.status === 'completed' || request.status === 'rejected') return;
    const found = await facts(tx, event.payload.workOrderId);
    const updated = await repo.updateRequest(tx, request.id, { status: 'completed' });
    const by = found?.providerName ? ` by ${found.providerName}` : '';
    // The confirmation is an instant: its date is the tenant's local one (the notifications area
    // writes `when` in their zone, UTC as written here; issue 22 item 2).
    const closedAt = found?.closedAt ?? new Date();
    const on = formatZonedTime(closedAt, ['UTC'], { dateOnly: true });
    await tell(tx, updated, 'completed', `Your ${requestCategoryWords(updated.categoryId, updated.subCategoryId)} request at ${updated.propertyName} is completed: repaired${by}, confirmed ${on}`, {
      at: closedAt.toISOString(),
      timeZone: 'UTC',
      text: on,
      dateOnly: true,
    });
  });
}

async function tell(tx: Executor, request: repo.TenantRequestRow, status: string, summary: string, when?: { at: string; timeZone: string; text: string; dateOnly?: boolean }): Promise<void> {
  if (!request.requestedBy) return;
  await recordEvent(tx, {
    type: 'tenantRequest.statusChanged',
    accountId: request.accountId,
    userIds: [request.requestedBy],
    payload: { tenantRequestId: request.id, status, summary: summary.slice(0, 300), link: `/requests?id=${request.id}`, ...(when ? { when } : {}) },
  });
}
