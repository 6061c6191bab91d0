/** Lease-form templates module: a landlord's templates, shared by token. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createLeaseTemplatesService } from './lease-templates.service.ts';
import { registerLeaseTemplateRoutes } from './lease-templates.routes.ts';

export { findTemplate } from './lease-templates.repository.ts';

/** Registers /lease-form-templates. */
export function leaseTemplatesModule(api: FastifyInstance, deps: AppDeps): void {
  registerLeaseTemplateRoutes(api, deps, createLeaseTemplatesService(deps));
}
