/**
 * Payments (spec points 3, 4, 5, 7 "Payments and transactions"): a payment adds to its transaction,
 * paidAmount is recomputed and the server decides the status, all in one database transaction.
 * Landlords record, edit, confirm and delete payments on their transactions; a tenant records
 * payments (with receipt photos) on income of their own tenancy, edits or deletes them until the
 * landlord confirms, and downloads receipts. Another account's or tenancy's payment is 404.
 */
import {
  buildPagination,
  checkPaymentFits,
  formatLocation,
  formatMoney,
  moneyMessages,
  moneyToCents,
  centsToDecimal,
  resolveDateRange,
  todayDateOnly,
  type DeletePaymentResponse,
  type Payment,
  type PaymentListResponse,
  type ReceiptResponse,
  type createPaymentInputSchema,
  type exportPaymentsQuerySchema,
  type listPaymentsQuerySchema,
  type updatePaymentInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { FilesService } from '../files/index.ts';
import * as authApi from '../auth/index.ts';
import * as repo from './money.repository.ts';
import type { MoneyScope, PaymentRow, TransactionRow } from './money.repository.ts';
import { isKnownPaymentMethod, moneyScopeOf, paymentDtos, propertyIdsFor, recomputeTransaction, summaryOf } from './transactions.service.ts';
import { renderReceiptPdf } from './receipt.ts';
import { exportRows, paymentsCsv, paymentsWorkbook } from './payments-export.ts';

type ParsedCreate = z.output<typeof createPaymentInputSchema>;
type ParsedUpdate = z.output<typeof updatePaymentInputSchema>;
type ParsedList = z.output<typeof listPaymentsQuerySchema>;
type ParsedExport = z.output<typeof exportPaymentsQuerySchema>;

/** Most rows one export holds. */
export const EXPORT_LIMIT = 50_000;

export interface PaymentsExport {
  filename: string;
  contentType: string;
  body: Buffer;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: AppDeps, files: FilesService) {
  const { db } = deps;
  const isTenant = (auth: AuthContext) => auth.role === 'tenant';

  function amountFits(transaction: TransactionRow, others: PaymentRow[], amount: number) {
    try {
      checkPaymentFits(moneyToCents(transaction.amount), others.reduce((total, row) => total + moneyToCents(row.amount), 0), moneyToCents(amount));
    } catch (error) {
      const message = (error as Error).message;
      throw new AppError('PAYMENT_EXCEEDS_BALANCE', message, [{ path: 'amount', message }]);
    }
  }

  async function checkReferences(
    executor: Executor,
    auth: AuthContext,
    transaction: TransactionRow,
    input: { tenantId?: string | null | undefined; attachmentIds?: string[] | undefined; paymentMethodId?: number | null | undefined; accountId?: string | null | undefined },
  ) {
    if (input.paymentMethodId && !isKnownPaymentMethod(input.paymentMethodId)) {
      throw new AppError('VALIDATION_FAILED', 'Unknown payment method', [{ path: 'paymentMethodId', message: `Payment method ${input.paymentMethodId} does not exist` }]);
    }
    if (input.accountId) {
      if (isTenant(auth)) throw new AppError('VALIDATION_FAILED', 'Only the landlord chooses an account', [{ path: 'accountId', message: 'Leave it out' }]);
      if (!(await repo.findMoneyAccount(executor, auth.accountId, input.accountId))) {
        throw new AppError('VALIDATION_FAILED', 'Unknown account', [{ path: 'accountId', message: 'Choose one of your accounts' }]);
      }
    }
    if (input.tenantId) {
      const allowed = isTenant(auth)
        ? transaction.leaseId !== null && (await repo.tenantIdsOfUserOnLease(executor, auth.userId, transaction.leaseId)).includes(input.tenantId)
        : (await repo.findOwnTenant(executor, auth.accountId, input.tenantId)) !== undefined;
      if (!allowed) {
        if (isTenant(auth)) throw new AppError('VALIDATION_FAILED', 'You can only pay as yourself', [{ path: 'tenantId', message: 'Not you' }]);
        throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
      }
    }
    if (input.attachmentIds?.length) await files.assertOwnFiles(auth.accountId, input.attachmentIds, { path: 'attachmentIds', executor });
  }

  async function loadPayment(executor: Executor, scope: MoneyScope, id: string): Promise<PaymentRow> {
    const row = await repo.findPayment(executor, scope, id);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
    return row;
  }

  /** A tenant changes only their own payment, and only until the landlord confirmed it. */
  function assertMayChange(auth: AuthContext, row: PaymentRow) {
    if (!isTenant(auth)) return;
    if (row.recordedByUserId !== auth.userId) throw new AppError('FORBIDDEN', 'Only the landlord can change this payment');
    if (row.confirmedAt) throw new AppError('FORBIDDEN', 'The landlord confirmed this payment; ask them to change it');
  }

  async function toDto(executor: Executor, row: PaymentRow, transaction?: TransactionRow): Promise<Payment> {
    const [dto] = await paymentDtos(executor, files, [row], transaction ? [transaction] : []);
    return dto!;
  }

  async function filterOf(scope: MoneyScope, query: { transactionId?: string | undefined; propertyId?: string | undefined; tenantId?: string | undefined }, range: { startDate?: string | undefined; endDate?: string | undefined }): Promise<repo.PaymentFilter> {
    return {
      scope,
      transactionId: query.transactionId,
      propertyIds: query.propertyId ? await propertyIdsFor(db, scope, query.propertyId) : undefined,
      tenantId: query.tenantId,
      startDate: range.startDate,
      endDate: range.endDate,
    };
  }

  return {
    /**
     * POST /payments. 404 TRANSACTION_NOT_FOUND for a transaction the caller cannot see, 422
     * PAYMENT_EXCEEDS_BALANCE past the balance, 403 for a tenant paying an expense.
     */
    async create(auth: AuthContext, input: ParsedCreate): Promise<Payment> {
      const scope = await moneyScopeOf(db, auth);
      const result = await db.transaction(async (tx) => {
        const transaction = await repo.findTransaction(tx, scope, input.transactionId, true);
        if (!transaction) throw new AppError('TRANSACTION_NOT_FOUND', 'Transaction not found');
        if (isTenant(auth) && transaction.type !== 'income') throw new AppError('FORBIDDEN', 'Tenants pay only income of their tenancy');
        await checkReferences(tx, auth, transaction, input);
        amountFits(transaction, await repo.paymentsOfTransactions(tx, [transaction.id]), input.amount);
        let tenantId = input.tenantId ?? transaction.tenantId;
        if (isTenant(auth) && !input.tenantId) {
          tenantId = transaction.leaseId ? ((await repo.tenantIdsOfUserOnLease(tx, auth.userId, transaction.leaseId))[0] ?? null) : null;
        }
        const today = todayDateOnly();
        const row = await repo.insertPayment(tx, {
          accountId: transaction.accountId,
          transactionId: transaction.id,
          amount: centsToDecimal(moneyToCents(input.amount)),
          date: input.date ?? today,
          memo: input.memo ?? null,
          tenantId,
          attachmentIds: input.attachmentIds ?? [],
          paymentMethodId: input.paymentMethodId ?? null,
          moneyAccountId: input.accountId ?? null,
          recordedBy: isTenant(auth) ? 'tenant' : 'landlord',
          recordedByUserId: auth.userId,
          confirmedAt: isTenant(auth) ? null : new Date(),
        });
        const recomputed = await recomputeTransaction(tx, transaction, today);
        if (isTenant(auth)) {
          const [payer] = await authApi.findUsersByIds(tx, [auth.userId]);
          await recordEvent(tx, {
            type: 'payment.awaitingConfirmation',
            accountId: transaction.accountId,
            userIds: [transaction.accountId],
            payload: {
              paymentId: row.id,
              transactionId: transaction.id,
              summary: `${payer?.fullName ?? 'Your tenant'} paid ${formatMoney(moneyToCents(row.amount))} for ${transaction.name}: confirm payment`.slice(0, 300),
              link: `/payments?transactionId=${transaction.id}&payment=${row.id}`,
            },
          });
        }
        return toDto(tx, row, recomputed);
      });
      deps.events.flush();
      return result;
    },

    /** PUT /payments/{id}: edit, or (landlord) confirm a tenant's payment with `confirmed: true`; recomputes. */
    async update(auth: AuthContext, id: string, input: ParsedUpdate): Promise<Payment> {
      const scope = await moneyScopeOf(db, auth);
      const result = await db.transaction(async (tx) => {
        const row = await loadPayment(tx, scope, id);
        assertMayChange(auth, row);
        if (input.confirmed && isTenant(auth)) throw new AppError('FORBIDDEN', 'Only the landlord confirms a payment');
        const transaction = (await repo.findTransaction(tx, scope, row.transactionId, true))!;
        // Files already on the payment stay valid (a tenant's receipt on a payment the landlord edits).
        await checkReferences(tx, auth, transaction, { ...input, attachmentIds: input.attachmentIds?.filter((fileId) => !row.attachmentIds.includes(fileId)) });
        if (input.amount !== undefined) {
          const others = (await repo.paymentsOfTransactions(tx, [transaction.id])).filter((other) => other.id !== row.id);
          amountFits(transaction, others, input.amount);
        }
        const values: Partial<repo.NewPaymentRow> = {};
        if (input.amount !== undefined) values.amount = centsToDecimal(moneyToCents(input.amount));
        if (input.date !== undefined) values.date = input.date;
        if (input.memo !== undefined) values.memo = input.memo;
        if (input.tenantId !== undefined) values.tenantId = input.tenantId;
        if (input.attachmentIds !== undefined) values.attachmentIds = input.attachmentIds;
        if (input.paymentMethodId !== undefined) values.paymentMethodId = input.paymentMethodId;
        if (input.accountId !== undefined) values.moneyAccountId = input.accountId;
        if (input.confirmed && !row.confirmedAt) values.confirmedAt = new Date();
        const updated = await repo.updatePayment(tx, row.id, values);
        const recomputed = await recomputeTransaction(tx, transaction, todayDateOnly());
        if (values.confirmedAt && row.recordedBy === 'tenant' && row.recordedByUserId) {
          await recordEvent(tx, {
            type: 'payment.confirmed',
            accountId: transaction.accountId,
            userIds: [row.recordedByUserId],
            payload: {
              paymentId: row.id,
              transactionId: transaction.id,
              summary: `Your landlord confirmed your payment of ${formatMoney(moneyToCents(updated.amount))} for ${transaction.name}`.slice(0, 300),
              link: `/my-payments?payment=${row.id}`,
            },
          });
        }
        return toDto(tx, updated, recomputed);
      });
      deps.events.flush();
      return result;
    },

    /** DELETE /payments/{id}: recomputes paidAmount and the status (spec point 4). */
    async remove(auth: AuthContext, id: string): Promise<DeletePaymentResponse> {
      const scope = await moneyScopeOf(db, auth);
      return db.transaction(async (tx) => {
        const row = await loadPayment(tx, scope, id);
        assertMayChange(auth, row);
        const transaction = (await repo.findTransaction(tx, scope, row.transactionId, true))!;
        await repo.deletePayment(tx, row.id);
        const recomputed = await recomputeTransaction(tx, transaction, todayDateOnly());
        return { message: moneyMessages.paymentDeleted, transaction: summaryOf(recomputed) };
      });
    },

    /** GET /payments: a page (spec point 9: 10, newest first); dates filter the payment date. */
    async list(auth: AuthContext, query: ParsedList): Promise<PaymentListResponse> {
      const scope = await moneyScopeOf(db, auth);
      const range = query.range && query.range !== 'custom' ? resolveDateRange(query.range, todayDateOnly()) : { startDate: query.startDate, endDate: query.endDate };
      const filter = await filterOf(scope, query, range);
      const [rows, total] = await Promise.all([
        repo.listPayments(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countPayments(db, filter),
      ]);
      return { results: await paymentDtos(db, files, rows), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    /**
     * GET /payments/autogenerate-receipt/{id}: renders the PDF receipt, stores it as a file of the
     * landlord's account, attaches it to the payment (replacing an older one) and returns it.
     */
    async generateReceipt(auth: AuthContext, id: string): Promise<ReceiptResponse> {
      const scope = await moneyScopeOf(db, auth);
      const row = await loadPayment(db, scope, id);
      const dto = await toDto(db, row);
      const [landlord, location] = await Promise.all([
        repo.landlordOf(db, row.accountId),
        dto.propertyId ? repo.propertyLocation(db, dto.propertyId) : null,
      ]);
      const pdf = await renderReceiptPdf(dto, {
        landlordName: landlord?.fullName ?? 'Landlord',
        landlordCompany: landlord?.companyName?.trim() || null,
        landlordEmail: landlord?.email ?? null,
        propertyAddress: location ? formatLocation(location) || null : null,
        generatedAt: new Date(),
      });
      const file = await files.upload(row.accountId, `receipt-${row.date}-${row.id.slice(-8)}.pdf`, pdf);
      const updated = await repo.updatePayment(db, row.id, { receiptFileId: file.id });
      return { message: moneyMessages.receiptGenerated, file, payment: { ...dto, receipt: file, updatedAt: updated.updatedAt.toISOString() } };
    },

    /** GET /payments/export: the payments of a date range (default last month) as CSV or an Excel workbook. */
    async export(auth: AuthContext, query: ParsedExport): Promise<PaymentsExport> {
      const preset = query.range ?? (query.startDate && query.endDate ? 'custom' : 'lastMonth');
      const range = resolveDateRange(preset, todayDateOnly(), { startDate: query.startDate, endDate: query.endDate });
      const filter = await filterOf({ accountId: auth.accountId }, query, range);
      const rows = exportRows(await paymentDtos(db, files, await repo.paymentsForExport(db, filter, EXPORT_LIMIT)));
      const base = `payments-${range.startDate}-to-${range.endDate}`;
      if (query.format === 'xlsx') {
        return {
          filename: `${base}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          body: await paymentsWorkbook(rows, `Payments ${range.startDate} to ${range.endDate}`),
        };
      }
      return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: paymentsCsv(rows) };
    },
  };
}
