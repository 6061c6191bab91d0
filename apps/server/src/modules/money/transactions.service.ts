/**
 * Transactions (spec points 3, 4, 7 "Payments and transactions"): income and expenses with their
 * payments, the status the server decides, statistics over the date-range presets. A landlord
 * (propertyManager, homeOwner) sees their account's; a tenant sees those of leases they are on.
 * Anything else reads as TRANSACTION_NOT_FOUND (404).
 */
import {
  aggregateStatistics,
  buildPagination,
  centsToAmount,
  centsToDecimal,
  decimalToAmount,
  includedTax,
  moneyMessages,
  moneyToCents,
  paymentMethodCatalogue,
  resolveDateRange,
  todayDateOnly,
  transactionStatus,
  type DateRangePreset,
  type Payment,
  type StoredFile,
  type Transaction,
  type TransactionListResponse,
  type TransactionStatistics,
  type TransactionSummary,
  type createTransactionInputSchema,
  type listTransactionsQuerySchema,
  type statisticsQuerySchema,
  type updateTransactionInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { FilesService } from '../files/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as tenantsApi from '../tenants/index.ts';
import * as leasesApi from '../leases/index.ts';
import * as repo from './money.repository.ts';
import type { MoneyScope, PaymentRow, TransactionRow } from './money.repository.ts';

type ParsedCreate = z.output<typeof createTransactionInputSchema>;
type ParsedUpdate = z.output<typeof updateTransactionInputSchema>;
type ParsedList = z.output<typeof listTransactionsQuerySchema>;
type ParsedStatistics = z.output<typeof statisticsQuerySchema>;

const methods = new Map<number, { id: number; name: string }>(paymentMethodCatalogue.map((method) => [method.id, { id: method.id, name: method.name }]));

export function paymentMethodOf(id: number | null) {
  return id === null ? null : (methods.get(id) ?? null);
}

export function isKnownPaymentMethod(id: number): boolean {
  return methods.has(id);
}

export function summaryOf(row: TransactionRow): TransactionSummary {
  const amount = moneyToCents(row.amount);
  const paid = moneyToCents(row.paidAmount);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    kind: row.kind,
    status: row.status,
    amount: centsToAmount(amount),
    paidAmount: centsToAmount(paid),
    balance: centsToAmount(Math.max(amount - paid, 0)),
    dueDate: row.dueDate,
  };
}

/** Spec point 4: paidAmount from the payments and the status the server decides. */
export async function recomputeTransaction(
  executor: Executor,
  row: TransactionRow,
  today: string,
  previousStatus: TransactionRow['status'] | undefined = row.status,
): Promise<TransactionRow> {
  const paymentRows = await repo.paymentsOfTransactions(executor, [row.id]);
  const forStatus = paymentRows.map((payment) => ({ amountCents: moneyToCents(payment.amount), confirmed: payment.confirmedAt !== null }));
  const paid = forStatus.reduce((total, payment) => total + payment.amountCents, 0);
  const status = transactionStatus({ type: row.type, amountCents: moneyToCents(row.amount), payments: forStatus, dueDate: row.dueDate, today, previousStatus });
  return repo.updateTransaction(executor, row.id, { paidAmount: centsToDecimal(paid), status });
}

/** The caller's scope; a tenant's accepted invitations are linked first (a write: call outside transactions). */
export async function moneyScopeOf(executor: Executor, auth: AuthContext): Promise<MoneyScope> {
  if (auth.role === 'tenant') {
    await tenantsApi.linkAcceptedInvitations(executor, auth.userId);
    return { tenantUserId: auth.userId };
  }
  return { accountId: auth.accountId };
}

/** A property of the account and, for a building, its units (a building's money includes its units'). */
export async function propertyIdsFor(executor: Executor, scope: MoneyScope, propertyId: string): Promise<string[]> {
  if (!('accountId' in scope)) return [propertyId];
  const property = await propertiesApi.findProperty(executor, scope.accountId, propertyId);
  if (!property) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
  if (property.parentId) return [property.id];
  return [property.id, ...(await propertiesApi.listUnits(executor, property.id)).map((unit) => unit.id)];
}

/** Payment DTOs in a fixed number of queries (transactions, then properties, tenants, accounts, files). */
export async function paymentDtos(executor: Executor, files: FilesService, rows: PaymentRow[], known: TransactionRow[] = []): Promise<Payment[]> {
  const knownById = new Map(known.map((row) => [row.id, row]));
  const missing = [...new Set(rows.map((row) => row.transactionId).filter((id) => !knownById.has(id)))];
  for (const row of await repo.findTransactionsByIds(executor, missing)) knownById.set(row.id, row);
  const [properties, tenants, accounts, fileDtos] = await Promise.all([
    repo.propertyRefs(executor, [...new Set([...knownById.values()].map((row) => row.propertyId).filter((id): id is string => id !== null))]),
    repo.tenantRefs(executor, [...new Set(rows.map((row) => row.tenantId).filter((id): id is string => id !== null))]),
    repo.moneyAccountRefs(executor, [...new Set(rows.map((row) => row.moneyAccountId).filter((id): id is string => id !== null))]),
    files.dtosByIds([...rows.flatMap((row) => row.attachmentIds), ...rows.flatMap((row) => (row.receiptFileId ? [row.receiptFileId] : []))], executor),
  ]);
  return rows.map((row) => {
    const transaction = knownById.get(row.transactionId)!;
    return paymentDto(row, transaction, { properties, tenants, accounts, files: fileDtos });
  });
}

interface Refs {
  properties: Map<string, repo.PropertyRef>;
  tenants: Map<string, { id: string; fullName: string }>;
  accounts: Map<string, { id: string; name: string }>;
  files: Map<string, StoredFile>;
}

function paymentDto(row: PaymentRow, transaction: TransactionRow, refs: Refs): Payment {
  return {
    id: row.id,
    amount: decimalToAmount(row.amount),
    date: row.date,
    memo: row.memo,
    transactionId: row.transactionId,
    transaction: summaryOf(transaction),
    tenantId: row.tenantId,
    tenant: row.tenantId ? (refs.tenants.get(row.tenantId) ?? null) : null,
    propertyId: transaction.propertyId,
    property: transaction.propertyId ? (refs.properties.get(transaction.propertyId) ?? null) : null,
    attachmentIds: row.attachmentIds,
    attachments: row.attachmentIds.map((id) => refs.files.get(id)).filter((file): file is StoredFile => file !== undefined),
    paymentMethodId: row.paymentMethodId,
    paymentMethod: paymentMethodOf(row.paymentMethodId),
    accountId: row.moneyAccountId,
    account: row.moneyAccountId ? (refs.accounts.get(row.moneyAccountId) ?? null) : null,
    receipt: row.receiptFileId ? (refs.files.get(row.receiptFileId) ?? null) : null,
    recordedBy: row.recordedBy,
    confirmed: row.confirmedAt !== null,
    status: row.confirmedAt !== null ? 'confirmed' : 'awaitingConfirmation',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

export function createTransactionsService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  /** Transaction DTOs with their payments in a fixed number of queries whatever the page length. */
  async function toDtos(executor: Executor, rows: TransactionRow[]): Promise<Transaction[]> {
    const paymentRows = await repo.paymentsOfTransactions(executor, rows.map((row) => row.id));
    const [properties, tenants, accounts, taxRates, fileDtos] = await Promise.all([
      repo.propertyRefs(executor, [...new Set(rows.map((row) => row.propertyId).filter((id): id is string => id !== null))]),
      repo.tenantRefs(executor, [...new Set([...rows, ...paymentRows].map((row) => row.tenantId).filter((id): id is string => id !== null))]),
      repo.moneyAccountRefs(executor, [...new Set([...rows, ...paymentRows].map((row) => row.moneyAccountId).filter((id): id is string => id !== null))]),
      repo.taxRatesByIds(executor, [...new Set(rows.map((row) => row.taxRateId).filter((id): id is number => id !== null))]),
      files.dtosByIds(
        [...rows.flatMap((row) => row.attachmentIds), ...paymentRows.flatMap((row) => [...row.attachmentIds, ...(row.receiptFileId ? [row.receiptFileId] : [])])],
        executor,
      ),
    ]);
    const refs: Refs = { properties, tenants, accounts, files: fileDtos };
    return rows.map((row) => {
      const taxRate = row.taxRateId !== null ? taxRates.get(row.taxRateId) : undefined;
      return {
        ...summaryOf(row),
        memo: row.memo,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        propertyId: row.propertyId,
        property: row.propertyId ? (properties.get(row.propertyId) ?? null) : null,
        leaseId: row.leaseId,
        tenantId: row.tenantId,
        tenant: row.tenantId ? (tenants.get(row.tenantId) ?? null) : null,
        taxRateId: row.taxRateId,
        taxRate: taxRate
          ? { id: taxRate.id, name: taxRate.name, percentage: Number(taxRate.percentage), isGlobal: taxRate.accountId === null }
          : null,
        taxAmount: taxRate ? centsToAmount(includedTax(moneyToCents(row.amount), taxRate.percentage)) : 0,
        accountId: row.moneyAccountId,
        account: row.moneyAccountId ? (accounts.get(row.moneyAccountId) ?? null) : null,
        lateFeeForId: row.lateFeeForId,
        mortgageScheduleId: row.mortgageScheduleId,
        attachmentIds: row.attachmentIds,
        attachments: row.attachmentIds.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined),
        payments: paymentRows
          .filter((payment) => payment.transactionId === row.id)
          .map((payment) => {
            const { transaction: _transaction, ...rest } = paymentDto(payment, row, refs);
            return rest;
          }),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string, lock = false): Promise<TransactionRow> {
    const row = await repo.findTransaction(executor, { accountId: auth.accountId }, id, lock);
    if (!row) throw new AppError('TRANSACTION_NOT_FOUND', 'Transaction not found');
    return row;
  }

  /** Checks the references of a create or update; returns what the lease implies (property, tenant). */
  async function checkReferences(
    executor: Executor,
    auth: AuthContext,
    input: {
      propertyId?: string | null | undefined;
      leaseId?: string | undefined;
      tenantId?: string | null | undefined;
      taxRateId?: number | null | undefined;
      accountId?: string | null | undefined;
      attachmentIds?: string[] | undefined;
    },
  ) {
    let lease: leasesApi.LeaseRow | undefined;
    if (input.leaseId) {
      lease = await leasesApi.findLease(executor, { accountId: auth.accountId }, input.leaseId);
      if (!lease) throw new AppError('LEASE_NOT_FOUND', 'Lease not found');
    }
    if (input.propertyId && !(await propertiesApi.findProperty(executor, auth.accountId, input.propertyId))) {
      throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    }
    if (input.tenantId && !(await repo.findOwnTenant(executor, auth.accountId, input.tenantId))) {
      throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
    }
    if (input.taxRateId && !(await repo.findUsableTaxRate(executor, auth.accountId, input.taxRateId))) {
      throw new AppError('VALIDATION_FAILED', 'Unknown tax rate', [{ path: 'taxRateId', message: `Tax rate ${input.taxRateId} does not exist` }]);
    }
    if (input.accountId && !(await repo.findMoneyAccount(executor, auth.accountId, input.accountId))) {
      throw new AppError('VALIDATION_FAILED', 'Unknown account', [{ path: 'accountId', message: 'Choose one of your accounts' }]);
    }
    if (input.attachmentIds?.length) await files.assertOwnFiles(auth.accountId, input.attachmentIds, { path: 'attachmentIds', executor });
    const leaseTenantId = lease ? (await repo.tenantIdsOfLease(executor, lease.id))[0] : undefined;
    return { lease, leaseTenantId };
  }

  return {
    toDtos,

    /** GET /transactions: a page (spec point 9: 10, newest first), with each transaction's payments. */
    async list(auth: AuthContext, query: ParsedList): Promise<TransactionListResponse> {
      const scope = await moneyScopeOf(db, auth);
      const range = query.range && query.range !== 'custom' ? resolveDateRange(query.range, todayDateOnly()) : { startDate: query.startDate, endDate: query.endDate };
      const filter: repo.TransactionFilter = {
        scope,
        type: query.type,
        kind: query.kind,
        status: query.status,
        propertyIds: query.propertyId ? await propertyIdsFor(db, scope, query.propertyId) : undefined,
        leaseId: query.leaseId,
        tenantId: query.tenantId,
        startDate: range.startDate,
        endDate: range.endDate,
        search: query.search || undefined,
      };
      const [rows, total] = await Promise.all([
        repo.listTransactions(db, filter, query.sortBy, query.page, query.pageSize, todayDateOnly()),
        repo.countTransactions(db, filter),
      ]);
      return { results: await toDtos(db, rows), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    /** POST /transactions: the add income and add expense modals; the server decides the status. */
    /** GET /transactions/{id}: one of the account's transactions (a work order's "The expense is in Payments" opens its Bill); 404 otherwise. */
    async get(auth: AuthContext, id: string): Promise<Transaction> {
      return (await toDtos(db, [await loadOwn(db, auth, id)]))[0]!;
    },

    async create(auth: AuthContext, input: ParsedCreate): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const { lease, leaseTenantId } = await checkReferences(tx, auth, input);
        const amountCents = moneyToCents(input.amount);
        const today = todayDateOnly();
        const row = (
          await repo.insertTransactions(tx, [
            {
              accountId: auth.accountId,
              type: input.type,
              kind: input.kind ?? (input.type === 'income' ? 'Rent' : 'Bill'),
              status: transactionStatus({ type: input.type, amountCents, payments: [], dueDate: input.dueDate, today }),
              name: input.name,
              memo: input.memo ?? null,
              amount: centsToDecimal(amountCents),
              dueDate: input.dueDate,
              propertyId: input.propertyId ?? lease?.propertyId ?? null,
              leaseId: lease?.id ?? null,
              tenantId: input.tenantId ?? leaseTenantId ?? null,
              taxRateId: input.taxRateId ?? null,
              moneyAccountId: input.accountId ?? null,
              attachmentIds: input.attachmentIds ?? [],
            },
          ])
        )[0]!;
        const [dto] = await toDtos(tx, [row]);
        return dto!;
      });
    },

    /** PUT /transactions/{id}: the amount cannot drop below what was paid; a new due date re-decides overdue. */
    async update(auth: AuthContext, id: string, input: ParsedUpdate): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id, true);
        // Files already on the record stay valid (a Bill from a work order carries the provider's invoice).
        await checkReferences(tx, auth, { ...input, attachmentIds: input.attachmentIds?.filter((fileId) => !row.attachmentIds.includes(fileId)) });
        if (input.amount !== undefined && moneyToCents(input.amount) < moneyToCents(row.paidAmount)) {
          const message = `The amount cannot be less than what was paid (${decimalToAmount(row.paidAmount)})`;
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'amount', message }]);
        }
        const values: Partial<repo.NewTransactionRow> = {};
        if (input.kind !== undefined) values.kind = input.kind;
        if (input.name !== undefined) values.name = input.name;
        if (input.amount !== undefined) values.amount = centsToDecimal(moneyToCents(input.amount));
        if (input.dueDate !== undefined) values.dueDate = input.dueDate;
        if (input.memo !== undefined) values.memo = input.memo;
        if (input.propertyId !== undefined) values.propertyId = input.propertyId;
        if (input.tenantId !== undefined) values.tenantId = input.tenantId;
        if (input.taxRateId !== undefined) values.taxRateId = input.taxRateId;
        if (input.accountId !== undefined) values.moneyAccountId = input.accountId;
        if (input.attachmentIds !== undefined) values.attachmentIds = input.attachmentIds;
        const updated = await repo.updateTransaction(tx, row.id, values);
        const dueDateChanged = input.dueDate !== undefined && input.dueDate !== row.dueDate;
        const recomputed = await recomputeTransaction(tx, updated, todayDateOnly(), dueDateChanged ? undefined : row.status);
        const [dto] = await toDtos(tx, [recomputed]);
        return dto!;
      });
    },

    /** DELETE /transactions/{id}: with its payments. A generated rent never comes back. */
    async remove(auth: AuthContext, id: string): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id, true);
        await repo.deleteTransaction(tx, row.id);
      });
      return { message: moneyMessages.transactionDeleted };
    },

    /**
     * GET /transactions/statistics: the figures of spec point 3 for a range (default yearToDate) and
     * optionally a property (a building includes its units). See aggregateStatistics for each figure.
     */
    async statistics(auth: AuthContext, query: ParsedStatistics): Promise<TransactionStatistics> {
      const preset: DateRangePreset = query.range ?? (query.startDate && query.endDate ? 'custom' : 'yearToDate');
      const range = resolveDateRange(preset, todayDateOnly(), { startDate: query.startDate, endDate: query.endDate });
      const scope = { accountId: auth.accountId };
      const propertyIds = query.propertyId ? await propertyIdsFor(db, scope, query.propertyId) : undefined;
      const [transactionRows, paymentRows] = await Promise.all([
        repo.transactionTotals(db, auth.accountId, propertyIds, range.startDate, range.endDate),
        repo.paymentTotals(db, auth.accountId, propertyIds, range.startDate, range.endDate),
      ]);
      const stats = aggregateStatistics(
        range,
        transactionRows.map((row) => ({ type: row.type, status: row.status, amountCents: moneyToCents(row.amount), paidCents: moneyToCents(row.paid) })),
        paymentRows.map((row) => ({ type: row.type, month: row.month, amountCents: moneyToCents(row.amount) })),
      );
      return {
        range: preset,
        ...range,
        received: centsToAmount(stats.received),
        incomes: centsToAmount(stats.incomes),
        overdue: centsToAmount(stats.overdue),
        expenses: centsToAmount(stats.expenses),
        unpaid: centsToAmount(stats.unpaid),
        total: centsToAmount(stats.total),
        cashflowTotal: centsToAmount(stats.cashflowTotal),
        sent: centsToAmount(stats.sent),
        monthly: stats.monthly.map((month) => ({
          month: month.month,
          income: centsToAmount(month.income),
          expense: centsToAmount(month.expense),
          cashflow: centsToAmount(month.cashflow),
        })),
      };
    },
  };
}

/** What another module asks to record as a Bill expense (a work order's invoice). */
export interface BillInput {
  accountId: string;
  propertyId: string;
  name: string;
  memo?: string | null;
  amountCents: number;
  dueDate: string;
  /** File ids attached to the transaction (the invoice); they may belong to another account (the provider). */
  attachmentIds: string[];
  /** Unique key of what generated it ('work-order:{id}'): recorded once. */
  sourceKey: string;
}

/**
 * Records a `Bill` expense in the caller's transaction (spec point 3 kinds), its status decided as
 * every transaction's is (unpaid, or overdue past its due date). Answers the transaction id; a second
 * call with the same sourceKey answers the first one's id without writing.
 */
export async function recordBill(executor: Executor, input: BillInput): Promise<string> {
  const existing = await repo.findTransactionBySourceKey(executor, input.sourceKey);
  if (existing) return existing.id;
  const row = (
    await repo.insertTransactions(executor, [
      {
        accountId: input.accountId,
        type: 'expense',
        kind: 'Bill',
        status: transactionStatus({ type: 'expense', amountCents: input.amountCents, payments: [], dueDate: input.dueDate, today: todayDateOnly() }),
        name: input.name,
        memo: input.memo ?? null,
        amount: centsToDecimal(input.amountCents),
        dueDate: input.dueDate,
        propertyId: input.propertyId,
        attachmentIds: input.attachmentIds,
        sourceKey: input.sourceKey,
      },
    ])
  )[0]!;
  return row.id;
}
