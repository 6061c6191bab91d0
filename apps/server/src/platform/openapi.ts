/**
 * OpenAPI naming: every API operation gets an `operationId` and a `summary` (redocly's recommended
 * rules, checked in CI by scripts/check-openapi.ts). A route may set its own in its schema; otherwise
 * they are derived from the method and path, e.g. `GET /api/properties/:id` → `getPropertiesById`,
 * summary "GET /properties/{id}".
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Splits `/api/group-inventories/add/:id` into words: group, inventories, add, by, id. */
function words(url: string): string[] {
  return url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_]/)))
    .flatMap((word) => word.split(/(?=[A-Z])/))
    .map((word) => word.toLowerCase())
    .filter(Boolean);
}

/** The derived `{ operationId, summary }` of one API operation (method upper-case, Fastify path). */
export function describeOperation(method: string, url: string): { operationId: string; summary: string } {
  const parts = words(url);
  const operationId = [method.toLowerCase(), ...parts].map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  const summary = `${method} ${url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`;
  return { operationId, summary };
}

/** Adds the derived operationId and summary to every /api route registered after this call. */
export function nameOperations(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    if (!method || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const named = describeOperation(method, route.url);
    const schema = (route.schema ?? {}) as { operationId?: string; summary?: string };
    route.schema = { ...route.schema, operationId: schema.operationId ?? named.operationId, summary: schema.summary ?? named.summary };
  });
}
