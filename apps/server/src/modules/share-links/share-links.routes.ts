/**
 * Share-link routes: `DELETE /share-links/{id}` here, and per shareable record
 * `GET|DELETE /{records}/{id}/share-links` registered by the owning module with `registerShareLinkRoutes`
 * (it knows whether the record is the caller's: another account's answers 404 like a missing one).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, revokedShareLinksResponseSchema, shareLinkListResponseSchema, type Action, type ShareLinkKind } from '@lintel/shared';
import type { AppDeps, AuthContext } from '../../platform/deps.ts';
import { authOf, requirePermission } from '../../platform/auth.ts';
import { noContent } from '../../platform/http.ts';
import { listShareLinks, revokeShareLink, revokeShareLinksOf } from './share-links.service.ts';

const tags = ['share links'];

export function registerRevokeRoute(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete('/share-links/:id', {
    onRequest: requirePermission(deps.tokens, 'shareLink.manage'),
    schema: { tags, params: idParamsSchema, response: { 204: z.null() }, description: 'Revokes one share link of your records; it answers 404 from then on.' },
    handler: noContent((request) => revokeShareLink(deps.db, authOf(request).accountId, request.params.id)),
  });
}

/**
 * Registers `GET {base}/:id/share-links` (the record's active links) and `DELETE {base}/:id/share-links`
 * (revoke them all) for records of `kind`, guarded by `action`; `assertOwn` throws the record's 404
 * unless it is the caller's.
 */
export function registerShareLinkRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: { base: string; kind: ShareLinkKind; action: Action; tags: string[]; assertOwn: (auth: AuthContext, id: string) => Promise<unknown> },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requirePermission(deps.tokens, options.action);
  r.get(`${options.base}/:id/share-links`, {
    onRequest: guard,
    schema: { tags: options.tags, params: idParamsSchema, response: { 200: shareLinkListResponseSchema }, description: 'The active share links (not revoked, not expired), newest first.' },
    handler: async (request) => {
      const auth = authOf(request);
      await options.assertOwn(auth, request.params.id);
      return { results: await listShareLinks(deps.db, auth.accountId, options.kind, request.params.id) };
    },
  });
  r.delete(`${options.base}/:id/share-links`, {
    onRequest: guard,
    schema: { tags: options.tags, params: idParamsSchema, response: { 200: revokedShareLinksResponseSchema }, description: 'Revokes every active share link ("Revoke all").' },
    handler: async (request) => {
      const auth = authOf(request);
      await options.assertOwn(auth, request.params.id);
      return { revoked: await revokeShareLinksOf(deps.db, auth.accountId, options.kind, request.params.id) };
    },
  });
}
