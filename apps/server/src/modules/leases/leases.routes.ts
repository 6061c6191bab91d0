/**
 * HTTP routes of spec point 7 "Leases" and the lease document / e-signature calls. Landlords manage;
 * a tenant reads the leases they are on, their documents and audit trail, and signs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeLeasesQuerySchema,
  activeLeasesResponseSchema,
  createLeaseInputSchema,
  idParamsSchema,
  leaseAuditResponseSchema,
  leaseListResponseSchema,
  leaseSchema,
  listLeasesQuerySchema,
  sendForSignatureResponseSchema,
  signLeaseInputSchema,
  terminateLeaseInputSchema,
  validateLeaseDatesInputSchema,
  validateLeaseDatesResponseSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import { limitMail } from '../../platform/mail-limiter.ts';
import type { LeasesService, RequestMeta } from './leases.service.ts';
import type { LeaseSigningService, PdfFile } from './lease-signing.service.ts';

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

function sendPdf(reply: FastifyReply, file: PdfFile, download: boolean) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
    .header('x-document-sha256', file.sha256)
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

const pdfQuerySchema = z.object({ download: z.enum(['true', 'false']).optional().describe('true: Content-Disposition attachment') });

export function registerLeaseRoutes(app: FastifyInstance, deps: AppDeps, service: LeasesService, signing: LeaseSigningService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const landlords = requirePermission(deps.tokens, 'lease.manage');
  const readers = requirePermission(deps.tokens, 'lease.read');
  const tags = ['leases'];

  r.post('/leases', {
    onRequest: landlords,
    schema: { tags, body: createLeaseInputSchema, response: { 201: leaseSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body, metaOf(request))),
  });

  r.get('/leases', {
    onRequest: readers,
    schema: { tags, querystring: listLeasesQuerySchema, response: { 200: leaseListResponseSchema } },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/leases/get-active', {
    onRequest: readers,
    schema: { tags, querystring: activeLeasesQuerySchema, response: { 200: activeLeasesResponseSchema } },
    handler: async (request) => service.active(authOf(request), request.query.propertyId),
  });

  r.post('/leases/validate-dates', {
    onRequest: landlords,
    schema: { tags, body: validateLeaseDatesInputSchema, response: { 200: validateLeaseDatesResponseSchema } },
    handler: async (request) => service.validateDates(authOf(request), request.body),
  });

  r.post('/leases/terminate/:id', {
    onRequest: landlords,
    schema: { tags, params: idParamsSchema, body: terminateLeaseInputSchema.default({}), response: { 200: leaseSchema } },
    handler: async (request) => service.terminate(authOf(request), request.params.id, request.body, metaOf(request)),
  });

  r.get('/leases/:id', {
    onRequest: readers,
    schema: { tags, params: idParamsSchema, response: { 200: leaseSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.delete('/leases/:id', {
    onRequest: landlords,
    schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => service.remove(authOf(request), request.params.id)),
  });

  r.post('/leases/:id/send-for-signature', {
    onRequest: landlords,
    preHandler: limitMail(deps.mailLimiter),
    schema: { tags, params: idParamsSchema, response: { 200: sendForSignatureResponseSchema } },
    handler: async (request) => signing.send(authOf(request), request.params.id, metaOf(request)),
  });

  r.post('/leases/:id/sign', {
    onRequest: readers,
    schema: { tags, params: idParamsSchema, body: signLeaseInputSchema, response: { 200: leaseSchema } },
    handler: async (request) => signing.sign(authOf(request), request.params.id, request.body, metaOf(request)),
  });

  r.get('/leases/:id/document', {
    onRequest: readers,
    schema: {
      tags,
      params: idParamsSchema,
      querystring: pdfQuerySchema,
      description: 'The lease PDF to review and sign (a DRAFT preview before it is sent). Header x-document-sha256 carries its fingerprint.',
    },
    handler: async (request, reply) => sendPdf(reply, await signing.document(authOf(request), request.params.id, metaOf(request)), request.query.download === 'true'),
  });

  r.get('/leases/:id/signed-document', {
    onRequest: readers,
    schema: { tags, params: idParamsSchema, querystring: pdfQuerySchema, description: 'The signed PDF with the signature page and audit trail; 409 until everybody signed.' },
    handler: async (request, reply) => sendPdf(reply, await signing.signedDocument(authOf(request), request.params.id), request.query.download === 'true'),
  });

  r.get('/leases/:id/audit', {
    onRequest: readers,
    schema: { tags, params: idParamsSchema, response: { 200: leaseAuditResponseSchema } },
    handler: async (request) => signing.audit(authOf(request), request.params.id),
  });
}
