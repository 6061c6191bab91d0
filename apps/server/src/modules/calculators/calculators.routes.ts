/**
 * Calculator routes (issue 14). The spec's `POST /calendar-history/generate-ai-result` computes and
 * explains a result and keeps it; the history of results lives under the same prefix:
 * `GET /calendar-history` (paged, `kind` filter), `GET /calendar-history/{id}`, `DELETE /calendar-history/{id}`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculatorHistoryQuerySchema,
  calculatorHistoryResponseSchema,
  calculatorResultIdParamsSchema,
  calculatorResultSchema,
  generateAiResultInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import type { CalculatorsService } from './calculators.service.ts';

export function registerCalculatorRoutes(app: FastifyInstance, deps: AppDeps, service: CalculatorsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'calculator.use');
  const tags = ['calculators'];

  r.post('/calendar-history/generate-ai-result', {
    onRequest,
    // Each call may reach the AI provider: keep it to a human pace.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      body: generateAiResultInputSchema,
      response: { 201: calculatorResultSchema },
      description: 'Computes the calculator named by inputData.kind locally, explains the figures (AI when AI_* is set, else a template; `source` says which) and adds the result to the caller\'s history.',
    },
    handler: async (request, reply) => reply.status(201).send(await service.generate(authOf(request), request.body.inputData)),
  });

  r.get('/calendar-history', {
    onRequest,
    schema: { tags, querystring: calculatorHistoryQuerySchema, response: { 200: calculatorHistoryResponseSchema }, description: "The caller's calculator results, newest first." },
    handler: async (request) => service.list(authOf(request), request.query),
  });

  r.get('/calendar-history/:id', {
    onRequest,
    schema: { tags, params: calculatorResultIdParamsSchema, response: { 200: calculatorResultSchema } },
    handler: async (request) => service.get(authOf(request), request.params.id),
  });

  r.delete('/calendar-history/:id', {
    onRequest,
    schema: { tags, params: calculatorResultIdParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => service.remove(authOf(request), request.params.id)),
  });
}
