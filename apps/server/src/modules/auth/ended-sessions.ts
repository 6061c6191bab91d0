/**
 * Keeps every instance's access-token check in step with ended sessions (issue 25 item 1,
 * docs/decisions/009-ending-sessions.md) without a database read per request: the ends of the last
 * 15 minutes are loaded at start, each `auth.sessionRevoked` from the bus (every instance's, with Redis)
 * is applied at once, and with Redis the recent ends are read again every 10 s, so an event lost with a
 * Redis outage still takes effect within that time.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainEvent } from '@lintel/shared';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { sessionsEndedSince } from './auth.repository.ts';

const RELOAD_MS = 10_000;
/** An end older than a token's life (plus a minute of clock skew between instances) refuses nothing. */
const WINDOW_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;

/** Wires `deps.tokens.endSessions` to the database and the bus; the timer stops with the app. */
export function watchEndedSessions(api: FastifyInstance, deps: AppDeps): void {
  const { db, tokens, events } = deps;
  const load = async () => {
    for (const row of await sessionsEndedSince(db, new Date(Date.now() - WINDOW_MS))) tokens.endSessions(row.userId, row.sessionVersion);
  };
  const unlisten = events.listen((event: DomainEvent) => {
    if (event.type !== 'auth.sessionRevoked') return;
    const { sessionVersion } = (event as DomainEvent<'auth.sessionRevoked'>).payload;
    if (sessionVersion !== undefined) for (const userId of event.userIds ?? []) tokens.endSessions(userId, sessionVersion);
  });
  let timer: NodeJS.Timeout | undefined;
  api.addHook('onReady', async () => {
    await load();
    if (events.bus.kind !== 'redis') return;
    timer = setInterval(() => void load().catch((error: unknown) => api.log.warn({ err: error }, 'reloading ended sessions failed')), RELOAD_MS);
    timer.unref();
  });
  api.addHook('onClose', async () => {
    clearInterval(timer);
    unlisten();
  });
}
