/** Money module: rent schedules, transactions, payments, accounts, tax rates, mortgages, the daily job. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { registerMoneyRoutes } from './money.routes.ts';
import { generateLeaseTransactions, stopLeaseRent } from './money-schedule.ts';
import { moneyDailyJob } from './money-daily.job.ts';

export { createTransactionsService, recordBill, type BillInput } from './transactions.service.ts';
export { createPaymentsService } from './payments.service.ts';
export { MONEY_DAILY_JOB } from './money.routes.ts';
/** A tax rate the account may use (a global one or its own), or undefined. */
export { findUsableTaxRate } from './money.repository.ts';
/** Rent charges due in a date range (the calendar's "rentDue" source). */
export { rentDueBetween } from './money.repository.ts';
/** An active lease's rent, deposit and fees now, in `executor` (idempotent; the demo seed, which runs in one transaction, cannot wait for the lease.activated consumer). */
export { generateLeaseTransactions } from './money-schedule.ts';

/** Registers the money routes, the daily job and the lease.activated / lease.terminated consumers. */
export function moneyModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): void {
  deps.jobs.register(moneyDailyJob(deps.db));
  // Leases publish their lifecycle; money keeps each lease's schedule (idempotent by event id).
  deps.events.subscribe('lease.activated', 'money.lease-schedule', (event, tx) => generateLeaseTransactions(tx, event.payload.leaseId));
  deps.events.subscribe('lease.terminated', 'money.lease-stop-rent', (event, tx) => stopLeaseRent(tx, event.payload.leaseId, event.payload.terminationDate));
  registerMoneyRoutes(api, deps, needs.files);
}
