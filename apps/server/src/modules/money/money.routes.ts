/**
 * HTTP routes of spec point 7 "Payments and transactions", "Account" (accounts) and "Misc"
 * (payment-methods, tax-rates), plus payments export, schedule mortgage and the e2e clock.
 * Landlords (propertyManager, homeOwner) own money; a tenant reads the transactions and payments of
 * their tenancy, records payments and gets receipts; a service provider keeps tax rates.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMortgageScheduleInputSchema,
  createPaymentInputSchema,
  createTaxRateInputSchema,
  createTransactionInputSchema,
  dateOnlySchema,
  deletePaymentResponseSchema,
  exportPaymentsQuerySchema,
  listPaymentsQuerySchema,
  listTransactionsQuerySchema,
  messageResponseSchema,
  moneyAccountInputSchema,
  moneyAccountListQuerySchema,
  moneyAccountListResponseSchema,
  moneyAccountSchema,
  moneyIdParamsSchema,
  mortgageScheduleListResponseSchema,
  mortgageScheduleSchema,
  paymentListResponseSchema,
  paymentMethodsResponseSchema,
  paymentSchema,
  receiptResponseSchema,
  statisticsQuerySchema,
  taxRateSchema,
  taxRatesResponseSchema,
  transactionListResponseSchema,
  transactionSchema,
  transactionStatisticsSchema,
  updateMoneyAccountInputSchema,
  updatePaymentInputSchema,
  updateTransactionInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requireAuth, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import type { FilesService } from '../files/index.ts';
import { createTransactionsService } from './transactions.service.ts';
import { createPaymentsService } from './payments.service.ts';
import { createAccountsService } from './accounts.service.ts';

/** docs/design.md#roles-and-what-they-may-do: landlords own money. */
export { MONEY_DAILY_JOB } from './money-daily.job.ts';

export function registerMoneyRoutes(app: FastifyInstance, deps: AppDeps, files: FilesService) {
  const transactions = createTransactionsService(deps, files);
  const payments = createPaymentsService(deps, files);
  const accounts = createAccountsService(deps);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const owners = requirePermission(deps.tokens, 'money.manage');
  const readers = requirePermission(deps.tokens, 'money.read');
  const params = moneyIdParamsSchema;

  // Transactions
  r.get('/transactions', {
    onRequest: readers,
    schema: { tags: ['transactions'], querystring: listTransactionsQuerySchema, response: { 200: transactionListResponseSchema } },
    handler: async (request) => transactions.list(authOf(request), request.query),
  });
  r.get('/transactions/statistics', {
    onRequest: owners,
    schema: { tags: ['transactions'], querystring: statisticsQuerySchema, response: { 200: transactionStatisticsSchema } },
    handler: async (request) => transactions.statistics(authOf(request), request.query),
  });
  r.post('/transactions', {
    onRequest: owners,
    schema: { tags: ['transactions'], body: createTransactionInputSchema, response: { 201: transactionSchema } },
    handler: async (request, reply) => reply.status(201).send(await transactions.create(authOf(request), request.body)),
  });
  r.get('/transactions/:id', {
    onRequest: owners,
    schema: { tags: ['transactions'], params, response: { 200: transactionSchema }, description: "One of the account's transactions (404 for another account's)." },
    handler: async (request) => transactions.get(authOf(request), request.params.id),
  });
  r.put('/transactions/:id', {
    onRequest: owners,
    schema: { tags: ['transactions'], params, body: updateTransactionInputSchema, response: { 200: transactionSchema } },
    handler: async (request) => transactions.update(authOf(request), request.params.id, request.body),
  });
  r.delete('/transactions/:id', {
    onRequest: owners,
    schema: { tags: ['transactions'], params, response: { 200: messageResponseSchema } },
    handler: async (request) => transactions.remove(authOf(request), request.params.id),
  });

  // Payments
  r.get('/payments', {
    onRequest: readers,
    schema: { tags: ['payments'], querystring: listPaymentsQuerySchema, response: { 200: paymentListResponseSchema } },
    handler: async (request) => payments.list(authOf(request), request.query),
  });
  r.post('/payments', {
    onRequest: readers,
    schema: { tags: ['payments'], body: createPaymentInputSchema, response: { 201: paymentSchema } },
    handler: async (request, reply) => reply.status(201).send(await payments.create(authOf(request), request.body)),
  });
  r.get('/payments/export', {
    onRequest: owners,
    schema: {
      tags: ['payments'],
      description: 'Download payments by date range: CSV or an Excel workbook (attachment).',
      querystring: exportPaymentsQuerySchema,
    },
    handler: async (request, reply) => {
      const file = await payments.export(authOf(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
  r.get('/payments/autogenerate-receipt/:id', {
    onRequest: readers,
    schema: { tags: ['payments'], params, response: { 200: receiptResponseSchema } },
    handler: async (request) => payments.generateReceipt(authOf(request), request.params.id),
  });
  r.put('/payments/:id', {
    onRequest: readers,
    schema: { tags: ['payments'], params, body: updatePaymentInputSchema, response: { 200: paymentSchema } },
    handler: async (request) => payments.update(authOf(request), request.params.id, request.body),
  });
  r.delete('/payments/:id', {
    onRequest: readers,
    schema: { tags: ['payments'], params, response: { 200: deletePaymentResponseSchema } },
    handler: async (request) => payments.remove(authOf(request), request.params.id),
  });

  // My Accounts
  r.get('/accounts', {
    onRequest: owners,
    schema: { tags: ['accounts'], querystring: moneyAccountListQuerySchema, response: { 200: moneyAccountListResponseSchema } },
    handler: async (request) => accounts.listAccounts(authOf(request), request.query),
  });
  r.post('/accounts', {
    onRequest: owners,
    schema: { tags: ['accounts'], body: moneyAccountInputSchema, response: { 201: moneyAccountSchema } },
    handler: async (request, reply) => reply.status(201).send(await accounts.createAccount(authOf(request), request.body)),
  });
  r.put('/accounts/:id', {
    onRequest: owners,
    schema: { tags: ['accounts'], params, body: updateMoneyAccountInputSchema, response: { 200: moneyAccountSchema } },
    handler: async (request) => accounts.updateAccount(authOf(request), request.params.id, request.body),
  });
  r.delete('/accounts/:id', {
    onRequest: owners,
    schema: { tags: ['accounts'], params, response: { 204: z.null() } },
    handler: noContent((request) => accounts.deleteAccount(authOf(request), request.params.id)),
  });

  // Catalogues
  r.get('/payment-methods', {
    onRequest: requireAuth(deps.tokens),
    schema: { tags: ['payments'], response: { 200: paymentMethodsResponseSchema } },
    handler: async () => accounts.paymentMethods(),
  });
  r.get('/tax-rates', {
    onRequest: requirePermission(deps.tokens, 'taxRate.manage'),
    schema: { tags: ['tax-rates'], response: { 200: taxRatesResponseSchema } },
    handler: async (request) => accounts.taxRates(authOf(request)),
  });
  r.post('/tax-rates', {
    onRequest: requirePermission(deps.tokens, 'taxRate.manage'),
    schema: { tags: ['tax-rates'], body: createTaxRateInputSchema, response: { 201: taxRateSchema } },
    handler: async (request, reply) => reply.status(201).send(await accounts.createTaxRate(authOf(request), request.body)),
  });

  // Schedule mortgage
  r.get('/mortgage-schedules', {
    onRequest: owners,
    schema: { tags: ['transactions'], querystring: moneyAccountListQuerySchema, response: { 200: mortgageScheduleListResponseSchema } },
    handler: async (request) => accounts.listMortgages(authOf(request), request.query),
  });
  r.post('/mortgage-schedules', {
    onRequest: owners,
    schema: { tags: ['transactions'], body: createMortgageScheduleInputSchema, response: { 201: mortgageScheduleSchema } },
    handler: async (request, reply) => reply.status(201).send(await accounts.createMortgage(authOf(request), request.body)),
  });
  r.delete('/mortgage-schedules/:id', {
    onRequest: owners,
    schema: { tags: ['transactions'], params, response: { 204: z.null() } },
    handler: noContent((request) => accounts.deleteMortgage(authOf(request), request.params.id)),
  });

  // e2e only (LINTEL_E2E_CLOCK=1, never in production): with the clock at noon UTC of a given day, run
  // every cron job, then every queued one-off run due by then (reminders).
  if (deps.config.e2eClock && deps.config.env !== 'production') {
    const dueRunSchema = z.object({ name: z.string(), jobId: z.string(), status: z.enum(['done', 'failed']), result: z.unknown().optional(), error: z.string().optional() });
    r.post('/e2e/clock/run-jobs', {
      schema: {
        tags: ['e2e'],
        body: z.object({ date: dateOnlySchema }).strict(),
        response: { 200: z.object({ results: z.record(z.string(), z.unknown()), due: z.array(dueRunSchema) }) },
      },
      handler: async (request) => {
        const now = new Date(`${request.body.date}T12:00:00Z`);
        const results = await deps.jobs.runAll(now);
        return { results, due: await deps.jobs.runDue(now) };
      },
    });
  }
}
