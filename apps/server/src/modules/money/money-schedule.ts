/**
 * Generated money (issue 4 "Rent schedule", schedule mortgage): an active lease's rent, deposit and
 * one-time fees; monthly mortgage expenses; and the daily job that extends schedules, marks unpaid
 * money overdue after its due date and charges a lease's late fee once per overdue rent.
 * Generation is idempotent (source keys are unique) and only moves forward, so a deleted
 * transaction never comes back. The leases module calls generateLeaseTransactions when a lease
 * becomes active and stopLeaseRent when it is terminated.
 */
import { eq } from 'drizzle-orm';
import {
  addMonths,
  centsToDecimal,
  clampedDay,
  generateRentSchedule,
  isLateFeeDue,
  lateFeeCents,
  lateFeeDate,
  leaseFeeTypeLabels,
  moneyToCents,
  rentPeriodName,
  todayDateOnly,
  transactionStatus,
  type Cents,
  type TransactionType,
} from '@lintel/shared';
import type { Database, Executor } from '../../platform/db.ts';
import { leases } from '../leases/leases.table.ts';
import * as repo from './money.repository.ts';
import type { MortgageScheduleRow, NewTransactionRow } from './money.repository.ts';

/** How far ahead schedules are generated; the daily job keeps them this far ahead. */
export const SCHEDULE_MONTHS_AHEAD = 12;

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function statusAtInsert(type: TransactionType, amountCents: Cents, dueDate: string, today: string) {
  return transactionStatus({ type, amountCents, payments: [], dueDate, today });
}

function horizon(startDate: string, today: string): string {
  return addMonths(today > startDate ? today : startDate, SCHEDULE_MONTHS_AHEAD);
}

/**
 * Generates an active lease's money up to SCHEDULE_MONTHS_AHEAD months ahead: on the first call the
 * deposit (due on the start date), the one-time fees (move-in and pet fee on the start date, move-out
 * fee on the end date) and the rent periods; later calls only add rent periods past what was
 * generated. Does nothing for a lease that is not active. Returns how many transactions were added.
 */
export async function generateLeaseTransactions(executor: Executor, leaseId: string, today = todayDateOnly()): Promise<number> {
  const [lease] = await executor.select().from(leases).where(eq(leases.id, leaseId)).limit(1);
  if (!lease || lease.status !== 'active') return 0;
  const schedule = await repo.lockLeaseSchedule(executor, lease.id);
  const until = horizon(lease.startDate, today);
  if (schedule && schedule.generatedUntil >= until) return 0;
  const [firstTenantId] = await repo.tenantIdsOfLease(executor, lease.id);
  const base = {
    accountId: lease.accountId,
    type: 'income' as const,
    propertyId: lease.propertyId,
    leaseId: lease.id,
    tenantId: firstTenantId ?? null,
  };
  const rows: NewTransactionRow[] = [];
  const add = (row: Omit<NewTransactionRow, 'accountId' | 'type' | 'status' | 'amount'> & { amountCents: Cents; dueDate: string }) => {
    const { amountCents, ...rest } = row;
    rows.push({ ...base, ...rest, amount: centsToDecimal(amountCents), status: statusAtInsert('income', amountCents, row.dueDate, today) });
  };
  if (!schedule) {
    const deposit = moneyToCents(lease.depositValue);
    if (deposit > 0) add({ kind: 'Deposit', name: 'Security deposit', amountCents: deposit, dueDate: lease.startDate, sourceKey: `lease:${lease.id}:deposit` });
    for (const fee of lease.fees) {
      const dueDate = fee.type === 'moveOutFee' ? lease.endDate : lease.startDate;
      const amountCents = moneyToCents(fee.amount);
      if (!dueDate || amountCents <= 0) continue;
      add({ kind: 'Fee', name: leaseFeeTypeLabels[fee.type], memo: fee.description ?? null, amountCents, dueDate, sourceKey: `lease:${lease.id}:fee:${fee.type}` });
    }
  }
  const periods = generateRentSchedule(
    {
      rentCents: moneyToCents(lease.rentAmount),
      rentPayType: lease.rentPayType,
      firstDay: lease.firstDay,
      secondDay: lease.secondDay,
      alignMonthly: lease.alignMonthly,
      startDate: lease.startDate,
      endDate: lease.endDate,
    },
    until,
  ).filter((period) => !schedule || period.dueDate > schedule.generatedUntil);
  for (const period of periods) {
    add({
      kind: 'Rent',
      name: rentPeriodName(period),
      amountCents: period.amountCents,
      dueDate: period.dueDate,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      sourceKey: `lease:${lease.id}:rent:${period.periodStart}`,
    });
  }
  const inserted = await repo.insertTransactions(executor, rows);
  await repo.saveLeaseSchedule(executor, lease.id, until);
  return inserted.length;
}

/** Terminating a lease stops future rent: rent due after the last day that nobody paid on is removed. */
export async function stopLeaseRent(executor: Executor, leaseId: string, terminationDate: string | null): Promise<number> {
  if (!terminationDate) return 0;
  return repo.deleteUnpaidRentAfter(executor, leaseId, terminationDate);
}

/** The due dates of a mortgage schedule in (after, until]: its day of the month (31 → the month's last day). */
export function mortgageDueDates(schedule: Pick<MortgageScheduleRow, 'dayOfMonth' | 'startDate' | 'endDate'>, after: string | null, until: string): string[] {
  const dates: string[] = [];
  let year = Number(schedule.startDate.slice(0, 4));
  let month = Number(schedule.startDate.slice(5, 7));
  for (;;) {
    const due = clampedDay(year, month, schedule.dayOfMonth);
    if (due > until || (schedule.endDate !== null && due > schedule.endDate)) break;
    if (due >= schedule.startDate && (after === null || due > after)) dates.push(due);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return dates;
}

/** Generates a mortgage schedule's monthly expenses up to SCHEDULE_MONTHS_AHEAD months ahead. */
export async function generateMortgageTransactions(executor: Executor, scheduleId: string, accountId: string, today = todayDateOnly()): Promise<number> {
  const schedule = await repo.findMortgageSchedule(executor, accountId, scheduleId, true);
  if (!schedule) return 0;
  const until = horizon(schedule.startDate, today);
  if (schedule.generatedUntil && schedule.generatedUntil >= until) return 0;
  const amountCents = moneyToCents(schedule.amount);
  const rows: NewTransactionRow[] = mortgageDueDates(schedule, schedule.generatedUntil, until).map((dueDate) => ({
    accountId: schedule.accountId,
    type: 'expense',
    kind: 'Mortgage',
    status: statusAtInsert('expense', amountCents, dueDate, today),
    name: `${schedule.name} – ${monthNames[Number(dueDate.slice(5, 7)) - 1]} ${dueDate.slice(0, 4)}`,
    memo: schedule.memo,
    amount: schedule.amount,
    dueDate,
    propertyId: schedule.propertyId,
    moneyAccountId: schedule.moneyAccountId,
    mortgageScheduleId: schedule.id,
    sourceKey: `mortgage:${schedule.id}:${dueDate}`,
  }));
  const inserted = await repo.insertTransactions(executor, rows);
  await repo.updateMortgageSchedule(executor, schedule.id, { generatedUntil: until });
  return inserted.length;
}

export interface DailyMoneyJobResult {
  today: string;
  generated: number;
  overdue: number;
  lateFees: number;
}

/**
 * The daily money job for the day `now` falls on (UTC): extends rent and mortgage schedules, marks
 * unpaid and partly paid money overdue after its due date, and charges each overdue rent its lease's
 * late fee once (fixed or percent of that rent, from the day after the grace days). Idempotent.
 */
export async function runDailyMoneyJob(db: Database, now: Date = new Date()): Promise<DailyMoneyJobResult> {
  const today = todayDateOnly(now);
  let generated = 0;
  for (const leaseId of await repo.activeLeaseIds(db, today)) {
    generated += await db.transaction((tx) => generateLeaseTransactions(tx, leaseId, today));
  }
  for (const schedule of await repo.openMortgageScheduleIds(db, today)) {
    generated += await db.transaction((tx) => generateMortgageTransactions(tx, schedule.id, schedule.accountId, today));
  }
  const overdue = await repo.markOverdue(db, today);
  const fees: NewTransactionRow[] = [];
  for (const { rent, lateFee } of await repo.overdueRentWithoutLateFee(db)) {
    if (!lateFee || !isLateFeeDue({ dueDate: rent.dueDate, dueDays: lateFee.dueDays, status: rent.status, today })) continue;
    const amountCents = lateFeeCents(lateFee, moneyToCents(rent.amount));
    if (amountCents <= 0) continue;
    const dueDate = lateFeeDate(rent.dueDate, lateFee.dueDays);
    fees.push({
      accountId: rent.accountId,
      type: 'income',
      kind: 'Fee',
      status: statusAtInsert('income', amountCents, dueDate, today),
      name: `Late fee: ${rent.name}`,
      memo: lateFee.amountType === 'percent' ? `${lateFee.amount}% of ${rent.amount}` : null,
      amount: centsToDecimal(amountCents),
      dueDate,
      propertyId: rent.propertyId,
      leaseId: rent.leaseId,
      tenantId: rent.tenantId,
      lateFeeForId: rent.id,
      sourceKey: `late-fee:${rent.id}`,
    });
  }
  const lateFees = (await repo.insertTransactions(db, fees)).length;
  return { today, generated, overdue, lateFees };
}
