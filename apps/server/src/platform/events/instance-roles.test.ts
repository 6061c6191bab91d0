/**
 * INSTANCE_ROLE as README documents it (decision 012 "Instance roles"): `all` polls the outbox and runs
 * jobs; `api` does neither, but a request's events still go out at once through its own nudge; `worker`
 * polls and runs jobs. Tests (NODE_ENV=test) do neither: `t.settle()` stands in for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@lintel/shared';
import { instanceDuties, loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';

describe('instance roles', () => {
  it('what each served role does besides answering requests', () => {
    const duties = (INSTANCE_ROLE: string, NODE_ENV = 'production') =>
      instanceDuties(loadConfig({ INSTANCE_ROLE, NODE_ENV }));
    expect(duties('all')).toEqual({ pollsOutbox: true, runsJobs: true });
    expect(duties('api')).toEqual({ pollsOutbox: false, runsJobs: false });
    expect(duties('worker')).toEqual({ pollsOutbox: true, runsJobs: true });
    expect(duties('all', 'test')).toEqual({ pollsOutbox: false, runsJobs: false });
  });

  describe('an api instance', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(
        { env: 'development', ops: loadConfig({ INSTANCE_ROLE: 'api' }).ops },
        { settleAfterInject: false },
      );
    });
    afterAll(async () => {
      await t?.close();
    });

    it("delivers its own request's events at once, with no outbox poll and no test drain", async () => {
      expect(t.deps.jobs.names()).toContain('notifications.mail');
      const user = await createUser(t, { role: 'homeOwner' });
      let resolveDelivered!: (event: DomainEvent) => void;
      const delivered = new Promise<DomainEvent>((resolve) => (resolveDelivered = resolve));
      const stop = t.deps.events.listen((event) => event.accountId === user.id && resolveDelivered(event));
      const start = new Date(Date.now() + 2 * 86_400_000);
      start.setUTCMinutes(0, 0, 0);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: user.headers,
        payload: {
          title: 'Gas meter reading',
          type: 'calendarEvent',
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
          allDay: false,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      // Only this instance's nudge can deliver it: nothing polls, and the test does not drain.
      expect(await delivered).toMatchObject({ type: 'calendar.eventChanged', payload: { change: 'created' } });
      stop();
    });
  });
});
