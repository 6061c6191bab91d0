/**
 * My Accounts (spec point 7 "Account": bank or other accounts), the payment-method catalogue, tax
 * rates (global catalogue plus the caller's own: the choose and create tax rate modals) and the
 * schedule mortgage modal (a recurring monthly expense). Another account's record is 404.
 */
import {
  buildPagination,
  centsToDecimal,
  decimalToAmount,
  moneyToCents,
  todayDateOnly,
  type MoneyAccount,
  type MoneyAccountListResponse,
  type MortgageSchedule,
  type PaymentMethodsResponse,
  type TaxRate,
  type TaxRatesResponse,
  type createMortgageScheduleInputSchema,
  type createTaxRateInputSchema,
  type moneyAccountInputSchema,
  type updateMoneyAccountInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import * as propertiesApi from '../properties/index.ts';
import * as repo from './money.repository.ts';
import type { MoneyAccountRow, MortgageScheduleRow, TaxRateRow } from './money.repository.ts';
import { generateMortgageTransactions } from './money-schedule.ts';

type ParsedAccount = z.output<typeof moneyAccountInputSchema>;
type ParsedAccountUpdate = z.output<typeof updateMoneyAccountInputSchema>;
type ParsedTaxRate = z.output<typeof createTaxRateInputSchema>;
type ParsedMortgage = z.output<typeof createMortgageScheduleInputSchema>;

function accountDto(row: MoneyAccountRow): MoneyAccount {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    institution: row.institution,
    last4: row.last4,
    currency: row.currency,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function taxRateDto(row: TaxRateRow): TaxRate {
  return { id: row.id, name: row.name, percentage: Number(row.percentage), isGlobal: row.accountId === null };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(deps: AppDeps) {
  const { db } = deps;

  async function loadAccount(executor: Executor, auth: AuthContext, id: string) {
    const row = await repo.findMoneyAccount(executor, auth.accountId, id);
    if (!row) throw new AppError('ACCOUNT_NOT_FOUND', 'Account not found');
    return row;
  }

  async function mortgageDtos(rows: MortgageScheduleRow[]): Promise<MortgageSchedule[]> {
    const [counts, properties] = await Promise.all([
      repo.mortgageTransactionCounts(db, rows.map((row) => row.id)),
      repo.propertyRefs(db, [...new Set(rows.map((row) => row.propertyId).filter((id): id is string => id !== null))]),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      propertyId: row.propertyId,
      property: row.propertyId ? (properties.get(row.propertyId) ?? null) : null,
      amount: decimalToAmount(row.amount),
      dayOfMonth: row.dayOfMonth,
      startDate: row.startDate,
      endDate: row.endDate,
      accountId: row.moneyAccountId,
      memo: row.memo,
      transactionsCount: counts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    /** GET /accounts: the default first, then newest. */
    async listAccounts(auth: AuthContext, query: { page: number; pageSize: number }): Promise<MoneyAccountListResponse> {
      const [rows, total] = await Promise.all([
        repo.listMoneyAccounts(db, auth.accountId, query.page, query.pageSize),
        repo.countMoneyAccounts(db, auth.accountId),
      ]);
      return { results: rows.map(accountDto), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    /** POST /accounts: the first account, or one marked isDefault, becomes the default. */
    async createAccount(auth: AuthContext, input: ParsedAccount): Promise<MoneyAccount> {
      return db.transaction(async (tx) => {
        const isFirst = (await repo.countMoneyAccounts(tx, auth.accountId)) === 0;
        if (input.isDefault && !isFirst) await repo.clearDefaultMoneyAccount(tx, auth.accountId);
        const row = await repo.insertMoneyAccount(tx, {
          accountId: auth.accountId,
          name: input.name,
          type: input.type,
          institution: input.institution ?? null,
          last4: input.last4 ?? null,
          currency: input.currency,
          isDefault: input.isDefault || isFirst,
        });
        return accountDto(row);
      });
    },

    /** PUT /accounts/{id}. */
    async updateAccount(auth: AuthContext, id: string, input: ParsedAccountUpdate): Promise<MoneyAccount> {
      return db.transaction(async (tx) => {
        const row = await loadAccount(tx, auth, id);
        if (input.isDefault && !row.isDefault) await repo.clearDefaultMoneyAccount(tx, auth.accountId);
        const values: Partial<MoneyAccountRow> = {};
        if (input.name !== undefined) values.name = input.name;
        if (input.type !== undefined) values.type = input.type;
        if (input.institution !== undefined) values.institution = input.institution;
        if (input.last4 !== undefined) values.last4 = input.last4;
        if (input.currency !== undefined) values.currency = input.currency;
        if (input.isDefault !== undefined) values.isDefault = input.isDefault;
        return accountDto(await repo.updateMoneyAccount(tx, row.id, values));
      });
    },

    /** DELETE /accounts/{id}: transactions and payments keep their history without the account. */
    async deleteAccount(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await loadAccount(tx, auth, id);
        await repo.deleteMoneyAccount(tx, row.id);
      });
    },

    /** GET /payment-methods. */
    async paymentMethods(): Promise<PaymentMethodsResponse> {
      return { paymentMethods: await repo.listPaymentMethods(db) };
    },

    /** GET /tax-rates: globalTaxRates (spec point 7) and taxRates, the caller's own. */
    async taxRates(auth: AuthContext): Promise<TaxRatesResponse> {
      const rows = (await repo.listTaxRates(db, auth.accountId)).map(taxRateDto);
      return { globalTaxRates: rows.filter((rate) => rate.isGlobal), taxRates: rows.filter((rate) => !rate.isGlobal) };
    },

    /** POST /tax-rates: the create tax rate modal. */
    async createTaxRate(auth: AuthContext, input: ParsedTaxRate): Promise<TaxRate> {
      return taxRateDto(await repo.insertTaxRate(db, { accountId: auth.accountId, name: input.name, percentage: String(input.percentage) }));
    },

    /** GET /mortgage-schedules. */
    async listMortgages(auth: AuthContext, query: { page: number; pageSize: number }) {
      const [rows, total] = await Promise.all([
        repo.listMortgageSchedules(db, auth.accountId, query.page, query.pageSize),
        repo.countMortgageSchedules(db, auth.accountId),
      ]);
      return { results: await mortgageDtos(rows), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    /** POST /mortgage-schedules: the schedule mortgage modal; expenses for the next 12 months at once. */
    async createMortgage(auth: AuthContext, input: ParsedMortgage): Promise<MortgageSchedule> {
      const row = await db.transaction(async (tx) => {
        if (input.propertyId && !(await propertiesApi.findProperty(tx, auth.accountId, input.propertyId))) {
          throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
        }
        if (input.accountId && !(await repo.findMoneyAccount(tx, auth.accountId, input.accountId))) {
          throw new AppError('VALIDATION_FAILED', 'Unknown account', [{ path: 'accountId', message: 'Choose one of your accounts' }]);
        }
        const schedule = await repo.insertMortgageSchedule(tx, {
          accountId: auth.accountId,
          propertyId: input.propertyId ?? null,
          name: input.name,
          amount: centsToDecimal(moneyToCents(input.amount)),
          dayOfMonth: input.dayOfMonth,
          startDate: input.startDate,
          endDate: input.endDate ?? null,
          moneyAccountId: input.accountId ?? null,
          memo: input.memo ?? null,
        });
        await generateMortgageTransactions(tx, schedule.id, auth.accountId, todayDateOnly());
        return schedule;
      });
      const [dto] = await mortgageDtos([row]);
      return dto!;
    },

    /** DELETE /mortgage-schedules/{id}: its unpaid expenses from today on go too; paid ones stay. */
    async deleteMortgage(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.findMortgageSchedule(tx, auth.accountId, id, true);
        if (!row) throw new AppError('MORTGAGE_SCHEDULE_NOT_FOUND', 'Mortgage schedule not found');
        await repo.deleteMortgageSchedule(tx, row.id, todayDateOnly());
      });
    },
  };
}
