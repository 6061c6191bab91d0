/**
 * HTTP routes of spec point 7 "Project models" and the configurator catalogue calls. Catalogue
 * reads and the layout lookup are public (visitors configure signed out); project models and houses
 * need a homeowner or a property manager.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addonsQuerySchema,
  addonsResponseSchema,
  createProjectModelInputSchema,
  houseParamsSchema,
  houseResponseSchema,
  layoutOptionsInputSchema,
  layoutOptionsResponseSchema,
  multipleProjectModelsInputSchema,
  multipleProjectModelsParamsSchema,
  projectModelGroupsParamsSchema,
  projectModelGroupsQuerySchema,
  projectModelGroupsResponseSchema,
  projectModelIdParamsSchema,
  projectModelSchema,
  projectModelsResponseSchema,
  projectTypesQuerySchema,
  projectTypesResponseSchema,
  questionByNameParamsSchema,
  questionByNameQuerySchema,
  questionsQuerySchema,
  questionsResponseSchema,
  saveProjectModelsInputSchema,
  updateProjectModelInputSchema,
} from '@lintel/shared';
import type { AppDeps } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { ProjectModelsService } from './project-models.service.ts';

export function registerConfiguratorRoutes(app: FastifyInstance, deps: AppDeps, catalogue: CatalogueService, models: ProjectModelsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission(deps.tokens, 'projectModel.manage');
  const tags = ['configurator'];
  const publicRoute = { security: [] };

  r.get('/questions', {
    schema: { tags, ...publicRoute, querystring: questionsQuerySchema, response: { 200: questionsResponseSchema } },
    handler: async (request) => ({ questions: await catalogue.questions(request.query.type) }),
  });

  r.get('/questions/get-by-name/:name', {
    schema: { tags, ...publicRoute, params: questionByNameParamsSchema, querystring: questionByNameQuerySchema, response: { 200: questionsResponseSchema } },
    handler: async (request) => ({ questions: await catalogue.questionsByName(request.params.name, request.query.type) }),
  });

  r.get('/project-types', {
    schema: { tags, ...publicRoute, querystring: projectTypesQuerySchema, response: { 200: projectTypesResponseSchema } },
    handler: async (request) => catalogue.projectTypes(request.query.getAll ?? false),
  });

  r.get('/addons', {
    schema: { tags, ...publicRoute, querystring: addonsQuerySchema, response: { 200: addonsResponseSchema } },
    handler: async (request) => ({ addons: await catalogue.addons(request.query.type) }),
  });

  r.post('/project-models/layout-options', {
    schema: { tags, ...publicRoute, body: layoutOptionsInputSchema, response: { 200: layoutOptionsResponseSchema } },
    handler: async (request) => catalogue.layoutOptions(request.body),
  });

  r.get('/houses/:id', {
    onRequest,
    schema: { tags, params: houseParamsSchema, response: { 200: houseResponseSchema } },
    handler: async (request) => models.house(authOf(request), request.params.id),
  });

  r.post('/project-models', {
    onRequest,
    schema: { tags, body: createProjectModelInputSchema, response: { 201: projectModelSchema } },
    handler: async (request, reply) => reply.status(201).send(await models.create(authOf(request), request.body)),
  });

  r.put('/project-models/save', {
    onRequest,
    schema: { tags, body: saveProjectModelsInputSchema, response: { 200: projectModelsResponseSchema } },
    handler: async (request) => models.save(authOf(request), request.body.ids),
  });

  r.post('/project-models/multiple/:status', {
    onRequest,
    schema: { tags, params: multipleProjectModelsParamsSchema, body: multipleProjectModelsInputSchema, response: { 201: projectModelsResponseSchema } },
    handler: async (request, reply) => reply.status(201).send(await models.createMultiple(authOf(request), request.params.status, request.body)),
  });

  r.get('/project-models/groups/:status', {
    onRequest,
    schema: { tags, params: projectModelGroupsParamsSchema, querystring: projectModelGroupsQuerySchema, response: { 200: projectModelGroupsResponseSchema } },
    handler: async (request) => models.groups(authOf(request), request.params.status, request.query),
  });

  r.put('/project-models/:id', {
    onRequest,
    schema: { tags, params: projectModelIdParamsSchema, body: updateProjectModelInputSchema, response: { 200: projectModelSchema } },
    handler: async (request) => models.update(authOf(request), request.params.id, request.body),
  });

  r.delete('/project-models/:id', {
    onRequest,
    schema: { tags, params: projectModelIdParamsSchema, response: { 204: z.null() } },
    handler: noContent((request) => models.remove(authOf(request), request.params.id)),
  });
}
