/** HTTP routes of "Your data" (issue 30 item 15): exports of the caller's data and closing the account. Rules live in account-data.service.ts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountClosureSchema,
  accountExportIdParamsSchema,
  accountExportListSchema,
  accountExportSchema,
  closeAccountInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import type { AccountDataService } from './account-data.service.ts';

export function registerAccountDataRoutes(app: FastifyInstance, deps: AppDeps, service: AccountDataService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'accountData.manage');
  const tags = ['account-data'];

  r.post('/account-data/exports', {
    onRequest,
    schema: {
      tags,
      response: { 202: accountExportSchema },
      description:
        'Starts an export of everything the account owns or takes part in: a job builds a zip (records as JSON and CSV, files byte for byte, manifest.json with SHA-256 sums), then e-mails a link. 409 while another export is being built.',
    },
    handler: async (request, reply) => reply.status(202).send(await service.startExport(authOf(request))),
  });

  r.get('/account-data/exports', {
    onRequest,
    schema: { tags, response: { 200: accountExportListSchema }, description: "The caller's exports, newest first (20 at most)." },
    handler: async (request) => ({ results: await service.listExports(authOf(request)) }),
  });

  r.get('/account-data/exports/:id', {
    onRequest,
    schema: { tags, params: accountExportIdParamsSchema, response: { 200: accountExportSchema }, description: 'An export: status and percent done; `downloadPath` once ready.' },
    handler: async (request) => service.getExport(authOf(request), request.params.id),
  });

  r.get('/account-data/exports/:id/download', {
    onRequest,
    schema: { tags, params: accountExportIdParamsSchema, description: 'The zip of a ready export (application/zip, as an attachment). 409 before it is ready.' },
    handler: async (request, reply) => {
      const { stream, size, createdAt } = await service.openExport(authOf(request), request.params.id);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="lintel-export-${createdAt.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (size !== undefined) reply.header('content-length', size);
      return reply.send(stream);
    },
  });

  r.get('/account-data/closure', {
    onRequest,
    schema: { tags, response: { 200: accountClosureSchema }, description: 'Whether the account is closing, and when it will be erased.' },
    handler: async (request) => service.closure(authOf(request)),
  });

  r.post('/account-data/closure', {
    onRequest,
    schema: {
      tags,
      body: closeAccountInputSchema,
      response: { 202: accountClosureSchema },
      description:
        "Closes the account after a 7-day grace period: `confirmEmail` must be the account's address (422 otherwise). Every session ends; signing in before the date cancels the closing. Then the account's records and files are erased and records shared with others stay with them as \"Former user\".",
    },
    handler: async (request, reply) => reply.status(202).send(await service.requestClosure(authOf(request), request.body)),
  });
}
