/**
 * Request ids across instances (issue 24): the id of the request that caused a change — the proxy's
 * `X-Request-Id` when it sends a well-formed one, a UUID otherwise — is echoed in the response and
 * kept in an AsyncLocalStorage while the request runs, so `recordEvent` writes it into the outbox row
 * and the event envelope, and `jobs.send` into the job. The drainer and the job runners restore it
 * around their work, so one id follows a change through the logs of every instance.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** What an incoming X-Request-Id may be (anything else is replaced, so logs cannot be forged). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the proxy's X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** The request id of the work running now (a request, an event delivery, a job), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `work` with `requestId` as the current id (undefined: as is). */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work();
}

/** Echoes the id in `X-Request-Id` and makes it current for everything the request's handler does. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}
