/**
 * A service provider's work-order quotes as the Quotes page shows them (issue 21 item 14): the same
 * `Quote` shape as a configurator quote, with `workOrder` set and `requestId` the work order's id, so
 * the list, its statistics and spec point 4's row actions (Converted: Archive, Export) reach them.
 * Read and changed only by the provider who wrote them; another provider's quote is undefined (404).
 */
import { applyQuoteTransition, centsToAmount, moneyToCents, quoteStatusFromValue, type Quote, type QuoteStatus } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as authApi from '../auth/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as repo from './work-orders.repository.ts';
import type { WorkOrderQuoteRow } from './work-orders.repository.ts';

const nameOf = (user: { fullName: string; companyName: string | null } | undefined) => (user ? user.companyName || user.fullName : '');

/** Quote DTOs of `rows` (a fixed number of queries: work orders, people, properties). */
async function toQuotes(db: Executor, rows: WorkOrderQuoteRow[]): Promise<Quote[]> {
  if (rows.length === 0) return [];
  const workOrders = await repo.findWorkOrdersByIds(db, [...new Set(rows.map((row) => row.workOrderId))]);
  const workOrderBy = new Map(workOrders.map((row) => [row.id, row]));
  const [users, properties] = await Promise.all([
    authApi.findUsersByIds(db, [...rows.map((row) => row.providerId), ...workOrders.map((row) => row.accountId)]),
    propertiesApi.findPropertiesByIds(db, [...new Set(workOrders.flatMap((row) => [row.propertyId, ...(row.unitId ? [row.unitId] : [])]))]),
  ]);
  const userBy = new Map(users.map((user) => [user.id, user]));
  const propertyBy = new Map(properties.map((property) => [property.id, property]));
  return rows.map((row) => {
    const workOrder = workOrderBy.get(row.workOrderId);
    const property = workOrder ? propertyBy.get(workOrder.propertyId) : undefined;
    const unit = workOrder?.unitId ? propertyBy.get(workOrder.unitId) : undefined;
    const street = property?.location ? [property.location.address, property.location.city].filter(Boolean).join(', ') : '';
    const address = [street || property?.nickname, unit?.nickname].filter(Boolean).join(' · ');
    const money = (value: string) => centsToAmount(moneyToCents(value));
    return {
      id: row.id,
      requestId: row.workOrderId,
      workOrder: { id: row.workOrderId, name: workOrder?.name ?? '' },
      status: quoteStatusFromValue(row.status),
      amount: money(row.amount),
      rate: Number(row.rate),
      taxRateId: null,
      taxAmount: money(row.taxAmount),
      total: money(row.total),
      memo: row.memo,
      lineItems: row.lineItems,
      providerName: nameOf(userBy.get(row.providerId)),
      requesterName: workOrder ? userBy.get(workOrder.accountId)?.fullName ?? '' : '',
      projectTypes: [],
      modelsCount: 0,
      address,
      // A work-order quote is sent when it is submitted (POST /work-order-quotes).
      sentAt: row.createdAt.toISOString(),
      followedUpAt: null,
      followUpCount: 0,
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: (row.acceptedAt ?? row.declinedAt ?? row.createdAt).toISOString(),
    };
  });
}

/** The provider's newest `limit` work-order quotes (with `status` when given) and how many there are. */
export async function providerWorkOrderQuotes(db: Executor, providerId: string, status: QuoteStatus | undefined, limit: number): Promise<{ quotes: Quote[]; total: number }> {
  const { rows, total } = await repo.listProviderQuotes(db, providerId, status, limit);
  return { quotes: await toQuotes(db, rows), total };
}

/** The provider's own work-order quote `id`, undefined when it is not theirs or does not exist. */
export async function findProviderWorkOrderQuote(db: Executor, providerId: string, id: string): Promise<Quote | undefined> {
  const row = await repo.findProviderQuote(db, providerId, id);
  return row ? (await toQuotes(db, [row]))[0] : undefined;
}

/**
 * Archive or Restore of the provider's own work-order quote by the shared transition table (spec
 * point 4): undefined when it is not theirs; 409 QUOTE_STATE_CONFLICT when the status does not allow it.
 * The landlord's work order is unchanged (an archived Converted quote stays the accepted one).
 */
export async function actOnProviderWorkOrderQuote(tx: Executor, providerId: string, id: string, action: 'archive' | 'restore'): Promise<Quote | undefined> {
  const row = await repo.findProviderQuote(tx, providerId, id);
  if (!row) return undefined;
  const next = applyQuoteTransition({ status: row.status, statusBeforeArchive: row.statusBeforeArchive }, action);
  if (!next) throw new AppError('QUOTE_STATE_CONFLICT', `This work-order quote cannot be ${action === 'archive' ? 'archived' : 'restored'}`);
  await repo.updateQuote(tx, id, { status: next.status, statusBeforeArchive: next.statusBeforeArchive });
  return (await toQuotes(tx, [{ ...row, ...next }]))[0];
}

/** The statistics figures of a provider's work-order quotes: sent, converted and dollars quoted in two periods. */
export const providerWorkOrderQuoteFigures = repo.providerQuoteFigures;
