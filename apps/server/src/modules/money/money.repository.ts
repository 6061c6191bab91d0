/** Drizzle queries for money. Every query is scoped: a landlord account's rows, or a tenant user's tenancy. */
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/sql.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentSort, TransactionKind, TransactionSort, TransactionStatus, TransactionType } from '@lintel/shared';
import type { Executor } from '../../platform/db.ts';
import { leases, leaseTenants } from '../leases/leases.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../auth/auth.table.ts';
import { properties, type LocationJson } from '../properties/properties.table.ts';
import { leaseRentSchedules, moneyAccounts, mortgageSchedules, paymentMethods, payments, taxRates, transactions } from './money.table.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type MoneyAccountRow = typeof moneyAccounts.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;
export type MortgageScheduleRow = typeof mortgageSchedules.$inferSelect;

/** Whose money: a landlord account's, or the transactions of leases a tenant user is on. */
export type MoneyScope = { accountId: string } | { tenantUserId: string };

/** A tenant user is on the lease of a transaction (and the lease is past its draft). */
function tenancyOf(leaseId: SQL | typeof transactions.leaseId, tenantUserId: string): SQL {
  return exists(
    sql`(select 1 from ${leaseTenants} join ${tenants} on ${tenants.id} = ${leaseTenants.tenantId}
         join leases on leases.id = ${leaseTenants.leaseId}
         where ${leaseTenants.leaseId} = ${leaseId} and ${tenants.userId} = ${tenantUserId} and leases.status <> 'draft')`,
  );
}

export function transactionScope(scope: MoneyScope): SQL {
  return 'accountId' in scope ? eq(transactions.accountId, scope.accountId) : tenancyOf(transactions.leaseId, scope.tenantUserId);
}

// ---------------------------------------------------------------------------------------------
// Transactions

export interface TransactionFilter {
  scope: MoneyScope;
  type?: TransactionType | undefined;
  kind?: TransactionKind | undefined;
  status?: TransactionStatus | undefined;
  propertyIds?: string[] | undefined;
  leaseId?: string | undefined;
  tenantId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  search?: string | undefined;
}

function transactionWhere(filter: TransactionFilter): SQL {
  const conditions: SQL[] = [transactionScope(filter.scope)];
  if (filter.type) conditions.push(eq(transactions.type, filter.type));
  if (filter.kind) conditions.push(eq(transactions.kind, filter.kind));
  if (filter.status) conditions.push(eq(transactions.status, filter.status));
  if (filter.propertyIds) conditions.push(inArray(transactions.propertyId, filter.propertyIds));
  if (filter.leaseId) conditions.push(eq(transactions.leaseId, filter.leaseId));
  if (filter.tenantId) conditions.push(eq(transactions.tenantId, filter.tenantId));
  if (filter.startDate) conditions.push(gte(transactions.dueDate, filter.startDate));
  if (filter.endDate) conditions.push(lte(transactions.dueDate, filter.endDate));
  if (filter.search) conditions.push(sql`${transactions.name} ilike ${containsPattern(filter.search)}`);
  return and(...conditions)!;
}

/**
 * The ORDER BY of each sort. `attention` needs today (YYYY-MM-DD): overdue transactions (or open
 * ones — unpaid, partialPaid — due before today, before the daily job marks them) first, oldest due first; then the other open ones, soonest
 * due first (no due date last); then the settled ones, latest due first. The id breaks ties, so pages
 * never overlap.
 */
function transactionOrder(sort: TransactionSort, today: string): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(transactions.createdAt), desc(transactions.id)];
    case 'oldest':
      return [asc(transactions.createdAt), asc(transactions.id)];
    case 'dueDateAsc':
      return [asc(transactions.dueDate), asc(transactions.id)];
    case 'dueDateDesc':
      return [desc(transactions.dueDate), desc(transactions.id)];
    case 'amountAsc':
      return [asc(transactions.amount), asc(transactions.id)];
    case 'amountDesc':
      return [desc(transactions.amount), desc(transactions.id)];
    case 'attention': {
      const isOpen = inArray(transactions.status, ['unpaid', 'partialPaid', 'overdue']);
      const group = sql`case when ${transactions.status} = 'overdue' or (${isOpen} and ${transactions.dueDate} < ${today}) then 0 when ${isOpen} then 1 else 2 end`;
      return [
        asc(group),
        sql`case when ${isOpen} then ${transactions.dueDate} end asc nulls last`,
        sql`case when not ${isOpen} then ${transactions.dueDate} end desc nulls last`,
        asc(transactions.id),
      ];
    }
  }
}

/** One page in `sort` order (`today` YYYY-MM-DD places overdue for `attention`): the page's ids first, then the rows. */
export async function listTransactions(db: Executor, filter: TransactionFilter, sort: TransactionSort, page: number, pageSize: number, today: string) {
  const order = transactionOrder(sort, today);
  const pageIds = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(transactionWhere(filter))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(transactions).where(inArray(transactions.id, pageIds)).orderBy(...order);
}

export async function countTransactions(db: Executor, filter: TransactionFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(transactions).where(transactionWhere(filter));
  return row?.total ?? 0;
}

export async function findTransaction(db: Executor, scope: MoneyScope, id: string, lock = false): Promise<TransactionRow | undefined> {
  const query = db.select().from(transactions).where(and(eq(transactions.id, id), transactionScope(scope))).limit(1);
  const [row] = lock ? await query.for('update', { of: transactions }) : await query;
  return row;
}

export async function findTransactionsByIds(db: Executor, ids: string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(transactions).where(inArray(transactions.id, ids));
}

export async function insertTransactions(db: Executor, rows: NewTransactionRow[]): Promise<TransactionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(transactions).values(rows).onConflictDoNothing({ target: transactions.sourceKey }).returning();
}

export async function updateTransaction(db: Executor, id: string, values: Partial<NewTransactionRow>): Promise<TransactionRow> {
  const [row] = await db.update(transactions).set(values).where(eq(transactions.id, id)).returning();
  return row!;
}

export async function deleteTransaction(db: Executor, id: string): Promise<void> {
  await db.delete(transactions).where(eq(transactions.id, id));
}

/** Statistics: transactions due in the range, summed per type and status. */
export async function transactionTotals(db: Executor, accountId: string, propertyIds: string[] | undefined, startDate: string, endDate: string) {
  return db
    .select({
      type: transactions.type,
      status: transactions.status,
      amount: sql<string>`coalesce(sum(${transactions.amount}), 0)::text`,
      paid: sql<string>`coalesce(sum(${transactions.paidAmount}), 0)::text`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        propertyIds ? inArray(transactions.propertyId, propertyIds) : undefined,
        gte(transactions.dueDate, startDate),
        lte(transactions.dueDate, endDate),
      ),
    )
    .groupBy(transactions.type, transactions.status);
}

/** Statistics: payments made in the range, summed per transaction type and month. */
export async function paymentTotals(db: Executor, accountId: string, propertyIds: string[] | undefined, startDate: string, endDate: string) {
  const month = sql<string>`to_char(${payments.date}, 'YYYY-MM')`;
  return db
    .select({ type: transactions.type, month, amount: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .innerJoin(transactions, eq(transactions.id, payments.transactionId))
    .where(
      and(
        eq(payments.accountId, accountId),
        propertyIds ? inArray(transactions.propertyId, propertyIds) : undefined,
        gte(payments.date, startDate),
        lte(payments.date, endDate),
      ),
    )
    .groupBy(transactions.type, month);
}

// ---------------------------------------------------------------------------------------------
// Payments

export interface PaymentFilter {
  scope: MoneyScope;
  transactionId?: string | undefined;
  propertyIds?: string[] | undefined;
  tenantId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function paymentScope(scope: MoneyScope): SQL {
  if ('accountId' in scope) return eq(payments.accountId, scope.accountId);
  return exists(
    sql`(select 1 from ${transactions} where ${transactions.id} = ${payments.transactionId} and ${tenancyOf(transactions.leaseId, scope.tenantUserId)})`,
  );
}

function paymentWhere(filter: PaymentFilter): SQL {
  const conditions: SQL[] = [paymentScope(filter.scope)];
  if (filter.transactionId) conditions.push(eq(payments.transactionId, filter.transactionId));
  if (filter.tenantId) conditions.push(eq(payments.tenantId, filter.tenantId));
  if (filter.startDate) conditions.push(gte(payments.date, filter.startDate));
  if (filter.endDate) conditions.push(lte(payments.date, filter.endDate));
  if (filter.propertyIds) {
    conditions.push(
      exists(sql`(select 1 from ${transactions} where ${transactions.id} = ${payments.transactionId} and ${inArray(transactions.propertyId, filter.propertyIds)})`),
    );
  }
  return and(...conditions)!;
}

const paymentOrder: Record<PaymentSort, SQL[]> = {
  newest: [desc(payments.createdAt), desc(payments.id)],
  oldest: [asc(payments.createdAt), asc(payments.id)],
  dateAsc: [asc(payments.date), asc(payments.createdAt), asc(payments.id)],
  dateDesc: [desc(payments.date), desc(payments.createdAt), desc(payments.id)],
  amountAsc: [asc(payments.amount), asc(payments.id)],
  amountDesc: [desc(payments.amount), desc(payments.id)],
};

export async function listPayments(db: Executor, filter: PaymentFilter, sort: PaymentSort, page: number, pageSize: number): Promise<PaymentRow[]> {
  const pageIds = db
    .select({ id: payments.id })
    .from(payments)
    .where(paymentWhere(filter))
    .orderBy(...paymentOrder[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return db.select().from(payments).where(inArray(payments.id, pageIds)).orderBy(...paymentOrder[sort]);
}

export async function countPayments(db: Executor, filter: PaymentFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(paymentWhere(filter));
  return row?.total ?? 0;
}

/** Every payment of the filter in date order (exports), at most `limit`. */
export async function paymentsForExport(db: Executor, filter: PaymentFilter, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(paymentWhere(filter)).orderBy(...paymentOrder.dateAsc).limit(limit);
}

export async function findPayment(db: Executor, scope: MoneyScope, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, id), paymentScope(scope))).limit(1);
  return row;
}

export async function paymentsOfTransactions(db: Executor, transactionIds: string[]): Promise<PaymentRow[]> {
  if (transactionIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.transactionId, transactionIds)).orderBy(asc(payments.date), asc(payments.createdAt));
}

export async function insertPayment(db: Executor, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(db: Executor, id: string, values: Partial<NewPaymentRow>): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row!;
}

export async function deletePayment(db: Executor, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}

// ---------------------------------------------------------------------------------------------
// References: properties, tenants, accounts, tax rates, payment methods

/** Property references of money DTOs: each home, building or unit with its building (one query). */
export async function propertyRefs(db: Executor, ids: string[]): Promise<Map<string, PropertyRef>> {
  if (ids.length === 0) return new Map();
  const parent = alias(properties, 'parent');
  const rows = await db
    .select({ id: properties.id, nickname: properties.nickname, parentId: parent.id, parentNickname: parent.nickname })
    .from(properties)
    .leftJoin(parent, eq(parent.id, properties.parentId))
    .where(inArray(properties.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, nickname: row.nickname, parent: row.parentId && row.parentNickname !== null ? { id: row.parentId, nickname: row.parentNickname } : null },
    ]),
  );
}

export interface PropertyRef {
  id: string;
  nickname: string;
  parent: { id: string; nickname: string } | null;
}

/** The postal address of a home or unit (a unit has none of its own: its building's), for receipts. */
export async function propertyLocation(db: Executor, id: string): Promise<LocationJson | null> {
  const parent = alias(properties, 'parent');
  const [row] = await db
    .select({ own: properties.location, building: parent.location })
    .from(properties)
    .leftJoin(parent, eq(parent.id, properties.parentId))
    .where(eq(properties.id, id))
    .limit(1);
  return row?.own ?? row?.building ?? null;
}

/** The landlord who owns an account's money, as a receipt names them (account id = the landlord user's id). */
export async function landlordOf(db: Executor, accountId: string) {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, accountId))
    .limit(1);
  return row;
}

export async function tenantRefs(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; fullName: string }>();
  const rows = await db.select({ id: tenants.id, fullName: tenants.fullName }).from(tenants).where(inArray(tenants.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function moneyAccountRefs(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string }>();
  const rows = await db.select({ id: moneyAccounts.id, name: moneyAccounts.name }).from(moneyAccounts).where(inArray(moneyAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function taxRatesByIds(db: Executor, ids: number[]): Promise<Map<number, TaxRateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(taxRates).where(inArray(taxRates.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tenant records on a lease, in the lease's order. */
export async function tenantIdsOfLease(db: Executor, leaseId: string): Promise<string[]> {
  const rows = await db.select({ id: leaseTenants.tenantId }).from(leaseTenants).where(eq(leaseTenants.leaseId, leaseId)).orderBy(asc(leaseTenants.position));
  return rows.map((row) => row.id);
}

/** The caller's tenant records on a lease (a tenant user paying their rent). */
export async function tenantIdsOfUserOnLease(db: Executor, userId: string, leaseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tenants.id })
    .from(leaseTenants)
    .innerJoin(tenants, eq(tenants.id, leaseTenants.tenantId))
    .where(and(eq(leaseTenants.leaseId, leaseId), eq(tenants.userId, userId)));
  return rows.map((row) => row.id);
}

export async function findOwnTenant(db: Executor, accountId: string, id: string) {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.id, id), eq(tenants.accountId, accountId))).limit(1);
  return row;
}

// My Accounts

export async function listMoneyAccounts(db: Executor, accountId: string, page: number, pageSize: number) {
  return db
    .select()
    .from(moneyAccounts)
    .where(eq(moneyAccounts.accountId, accountId))
    .orderBy(desc(moneyAccounts.isDefault), desc(moneyAccounts.createdAt), desc(moneyAccounts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countMoneyAccounts(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(moneyAccounts).where(eq(moneyAccounts.accountId, accountId));
  return row?.total ?? 0;
}

export async function findMoneyAccount(db: Executor, accountId: string, id: string): Promise<MoneyAccountRow | undefined> {
  const [row] = await db.select().from(moneyAccounts).where(and(eq(moneyAccounts.id, id), eq(moneyAccounts.accountId, accountId))).limit(1);
  return row;
}

export async function clearDefaultMoneyAccount(db: Executor, accountId: string): Promise<void> {
  await db.update(moneyAccounts).set({ isDefault: false }).where(and(eq(moneyAccounts.accountId, accountId), eq(moneyAccounts.isDefault, true)));
}

export async function insertMoneyAccount(db: Executor, values: typeof moneyAccounts.$inferInsert): Promise<MoneyAccountRow> {
  const [row] = await db.insert(moneyAccounts).values(values).returning();
  return row!;
}

export async function updateMoneyAccount(db: Executor, id: string, values: Partial<typeof moneyAccounts.$inferInsert>): Promise<MoneyAccountRow> {
  const [row] = await db.update(moneyAccounts).set(values).where(eq(moneyAccounts.id, id)).returning();
  return row!;
}

export async function deleteMoneyAccount(db: Executor, id: string): Promise<void> {
  await db.delete(moneyAccounts).where(eq(moneyAccounts.id, id));
}

// Tax rates and payment methods

export async function listTaxRates(db: Executor, accountId: string): Promise<TaxRateRow[]> {
  return db
    .select()
    .from(taxRates)
    .where(sql`${taxRates.accountId} is null or ${taxRates.accountId} = ${accountId}`)
    .orderBy(asc(taxRates.id));
}

export async function findUsableTaxRate(db: Executor, accountId: string, id: number): Promise<TaxRateRow | undefined> {
  const [row] = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.id, id), sql`(${taxRates.accountId} is null or ${taxRates.accountId} = ${accountId})`))
    .limit(1);
  return row;
}

export async function insertTaxRate(db: Executor, values: typeof taxRates.$inferInsert): Promise<TaxRateRow> {
  const [row] = await db.insert(taxRates).values(values).returning();
  return row!;
}

export async function listPaymentMethods(db: Executor) {
  return db.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
}

// ---------------------------------------------------------------------------------------------
// Schedules

export async function lockLeaseSchedule(db: Executor, leaseId: string) {
  const [row] = await db.select().from(leaseRentSchedules).where(eq(leaseRentSchedules.leaseId, leaseId)).for('update').limit(1);
  return row;
}

export async function saveLeaseSchedule(db: Executor, leaseId: string, generatedUntil: string): Promise<void> {
  await db
    .insert(leaseRentSchedules)
    .values({ leaseId, generatedUntil })
    .onConflictDoUpdate({ target: leaseRentSchedules.leaseId, set: { generatedUntil } });
}

/** Future rent of a lease nobody paid anything on (terminating a lease removes it). */
export async function deleteUnpaidRentAfter(db: Executor, leaseId: string, afterDate: string): Promise<number> {
  const rows = await db
    .delete(transactions)
    .where(
      and(
        eq(transactions.leaseId, leaseId),
        eq(transactions.kind, 'Rent'),
        sql`${transactions.dueDate} > ${afterDate}`,
        eq(transactions.paidAmount, '0'),
        sql`not exists (select 1 from ${payments} where ${payments.transactionId} = ${transactions.id})`,
      ),
    )
    .returning({ id: transactions.id });
  return rows.length;
}

/** Leases in force on `today` whose schedule may need extending (the daily job). */
export async function activeLeaseIds(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.status, 'active'), or(isNull(leases.endDate), gte(leases.endDate, today))))
    .orderBy(asc(leases.id));
  return rows.map((row) => row.id);
}

/** Marks open transactions past their due date overdue. Returns how many. */
export async function markOverdue(db: Executor, today: string): Promise<number> {
  const rows = await db
    .update(transactions)
    .set({ status: 'overdue' })
    .where(and(inArray(transactions.status, ['unpaid', 'partialPaid']), sql`${transactions.dueDate} < ${today}`))
    .returning({ id: transactions.id });
  return rows.length;
}

/** Overdue rent on a lease with a late-fee rule and no late fee yet. */
export async function overdueRentWithoutLateFee(db: Executor) {
  const fee = alias(transactions, 'fee');
  return db
    .select({ rent: transactions, lateFee: leases.lateFee })
    .from(transactions)
    .innerJoin(leases, eq(leases.id, transactions.leaseId))
    .where(
      and(
        eq(transactions.kind, 'Rent'),
        eq(transactions.status, 'overdue'),
        isNotNull(leases.lateFee),
        notExists(db.select({ one: sql`1` }).from(fee).where(eq(fee.sourceKey, sql`'late-fee:' || ${transactions.id}::text`))),
      ),
    )
    .orderBy(asc(transactions.dueDate), asc(transactions.id));
}

export async function listMortgageSchedules(db: Executor, accountId: string, page: number, pageSize: number) {
  return db
    .select()
    .from(mortgageSchedules)
    .where(eq(mortgageSchedules.accountId, accountId))
    .orderBy(desc(mortgageSchedules.createdAt), desc(mortgageSchedules.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countMortgageSchedules(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(mortgageSchedules).where(eq(mortgageSchedules.accountId, accountId));
  return row?.total ?? 0;
}

export async function mortgageTransactionCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: transactions.mortgageScheduleId, total: count() })
    .from(transactions)
    .where(inArray(transactions.mortgageScheduleId, ids))
    .groupBy(transactions.mortgageScheduleId);
  return new Map(rows.map((row) => [row.id!, row.total]));
}

export async function findMortgageSchedule(db: Executor, accountId: string, id: string, lock = false) {
  const query = db.select().from(mortgageSchedules).where(and(eq(mortgageSchedules.id, id), eq(mortgageSchedules.accountId, accountId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function openMortgageScheduleIds(db: Executor, today: string): Promise<Array<{ id: string; accountId: string }>> {
  return db
    .select({ id: mortgageSchedules.id, accountId: mortgageSchedules.accountId })
    .from(mortgageSchedules)
    .where(sql`${mortgageSchedules.endDate} is null or ${mortgageSchedules.endDate} >= ${today}`);
}

export async function insertMortgageSchedule(db: Executor, values: typeof mortgageSchedules.$inferInsert): Promise<MortgageScheduleRow> {
  const [row] = await db.insert(mortgageSchedules).values(values).returning();
  return row!;
}

export async function updateMortgageSchedule(db: Executor, id: string, values: Partial<typeof mortgageSchedules.$inferInsert>): Promise<void> {
  await db.update(mortgageSchedules).set(values).where(eq(mortgageSchedules.id, id));
}

/** Deletes a mortgage schedule and its expenses due from `fromDate` that nobody paid anything on. */
export async function deleteMortgageSchedule(db: Executor, id: string, fromDate: string): Promise<void> {
  await db
    .delete(transactions)
    .where(
      and(
        eq(transactions.mortgageScheduleId, id),
        gte(transactions.dueDate, fromDate),
        sql`not exists (select 1 from ${payments} where ${payments.transactionId} = ${transactions.id})`,
      ),
    );
  await db.delete(mortgageSchedules).where(eq(mortgageSchedules.id, id));
}



export async function findTransactionBySourceKey(db: Executor, sourceKey: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.sourceKey, sourceKey)).limit(1);
  return row;
}

/**
 * The account's rent charges due between `from` and `to` (YYYY-MM-DD, inclusive), earliest first, at
 * most `limit` (calendar source "rentDue"; served by transactions_account_due_idx), each with what a
 * calendar entry names (issue 22 item 5): its place ("Maple Court · Unit 101"), its tenant and its
 * amount in dollars. Three queries whatever the number of rows.
 */
export async function rentDueBetween(db: Executor, accountId: string, from: string, to: string, limit: number) {
  const rows = await db
    .select({ id: transactions.id, name: transactions.name, dueDate: transactions.dueDate, status: transactions.status, amount: transactions.amount, propertyId: transactions.propertyId, tenantId: transactions.tenantId })
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), eq(transactions.kind, 'Rent'), eq(transactions.type, 'income'), gte(transactions.dueDate, from), lte(transactions.dueDate, to)))
    .orderBy(asc(transactions.dueDate), asc(transactions.id))
    .limit(limit);
  const places = await propertyRefs(db, [...new Set(rows.flatMap((row) => (row.propertyId ? [row.propertyId] : [])))]);
  const people = await tenantRefs(db, [...new Set(rows.flatMap((row) => (row.tenantId ? [row.tenantId] : [])))]);
  return rows.map(({ propertyId, tenantId, ...row }) => ({
    ...row,
    amount: Number(row.amount),
    place: propertyId ? places.get(propertyId) ?? null : null,
    tenantName: tenantId ? people.get(tenantId)?.fullName ?? null : null,
  }));
}
