/**
 * The API under test, in its own process (run.ts forks it so autocannon does not share its CPU).
 * buildApp(config) from the environment, plus three bench-only routes on the same Fastify instance:
 *   GET /bench/hello      bare route, no work
 *   GET /bench/select1    `select 1` through the app's own database handle (same pool as the API)
 *   GET /bench/auth-only  behind requireAuth, no database work
 *   GET /bench/memory     process.memoryUsage() after a garbage collection when --expose-gc is on (bytes)
 *   GET /bench/event-loop { activeMs }: the event loop's busy time since start (performance.eventLoopUtilization)
 *   POST /bench/live-fanout {userIds, id?}  one `notification.created` event handed to the bus (the live
 *                         channel delivers it to every connection of those users); answers its id
 * Tells the parent { type: 'ready' } over IPC once listening; closes the app on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { requireAuth } from '../apps/server/src/platform/auth.ts';

const config = loadConfig();
const { app, deps } = await buildApp(config);

const hello = { hello: 'world' };
app.get('/bench/hello', async () => hello);
app.get('/bench/select1', async () => {
  await deps.db.execute(sql`select 1`);
  return hello;
});
app.get('/bench/auth-only', { onRequest: requireAuth(deps.tokens) }, async () => hello);
app.get('/bench/memory', async () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
});
app.get('/bench/event-loop', async () => ({ activeMs: performance.eventLoopUtilization().active }));
app.post('/bench/live-fanout', async (request) => {
  const body = request.body as { userIds: string[]; id?: string };
  const { userIds } = body;
  const id = body.id ?? randomUUID();
  await deps.events.bus.publish({
    id,
    type: 'notification.created',
    occurredAt: new Date().toISOString(),
    accountId: userIds[0]!,
    userIds,
    payload: { notificationId: id, title: 'Bench fan-out' },
  });
  return { id };
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
// The parent died without stopping us: do not linger.
process.once('disconnect', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
process.send?.({ type: 'ready', kind: deps.database.kind });
