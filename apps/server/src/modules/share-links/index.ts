/** Share-links module: the links by which work orders, contacts and lease-form templates are shared (token, hash, expiry, revocation, last use). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerRevokeRoute } from './share-links.routes.ts';

export { createShareLink, listShareLinks, revokeShareLinksOf, toShareLinkDto, useShareLink } from './share-links.service.ts';
export { registerShareLinkRoutes } from './share-links.routes.ts';

/** Registers DELETE /share-links/{id}. */
export function shareLinksModule(api: FastifyInstance, deps: AppDeps): void {
  registerRevokeRoute(api, deps);
}
