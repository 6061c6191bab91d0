/** Money module: rent schedules, transactions, payments, accounts, tax rates, mortgages, the daily job. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { registerMoneyRoutes } from './money.routes.ts';

export { createTransactionsService, recordBill, type BillInput } from './transactions.service.ts';
export { createPaymentsService } from './payments.service.ts';
export { MONEY_DAILY_JOB } from './money.routes.ts';
/** A tax rate the account may use (a global one or its own), or undefined. */
export { findUsableTaxRate } from './money.repository.ts';
/** Rent charges due in a date range (the calendar's "rentDue" source). */
export { rentDueBetween } from './money.repository.ts';

/** Registers the money routes, the daily job and the lease.activated / lease.terminated consumers. */
export function moneyModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService }): void {
  registerMoneyRoutes(api, deps, needs.files);
}
