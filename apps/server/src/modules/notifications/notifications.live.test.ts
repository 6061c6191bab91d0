/**
 * The bell updates live (issue 13): a notifying event makes a notification whose `notification.created`
 * reaches the recipient's WebSocket and nobody else's, and marking it seen sends `notification.seen`
 * to the user's other tabs. Across two instances on real PostgreSQL and Redis, a notification created
 * through instance A reaches a client connected to instance B (needs both services: skipped with a
 * warning outside CI, a failure in CI — test/services.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';
import { listen, nextEvent, signedIn } from '../../test/live-client.ts';
import { notifyReminder, notifyTenantRequest } from '../../test/notification-factories.ts';
import { postgresForTests, postgresUrl, redisForTests, redisUrl } from '../../test/services.ts';

describe('live bell', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(() => t?.close());

  it('the recipient’s client receives notification.created; marking seen reaches their other tab', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    const landlord = await createUser(t);
    const bystander = await createUser(t);
    const landlordTab = await signedIn(url, landlord);
    const otherTab = await signedIn(url, landlord);
    const bystanderTab = await signedIn(url, bystander);

    await notifyTenantRequest(t, tenant, [landlord], { summary: 'No hot water in unit 2' });
    const created = await nextEvent(landlordTab, 'notification.created');
    expect(created).toMatchObject({ userIds: [landlord.id], payload: { title: 'New tenant request', body: 'No hot water in unit 2', link: expect.stringMatching(/^\/tenant-requests\//) } });
    expect((await nextEvent(otherTab, 'notification.created')).id).toBe(created.id);

    const seen = await t.app.inject({ method: 'PUT', url: `/api/notifications/${created.payload.notificationId}/seen`, headers: landlord.headers });
    expect(seen.statusCode).toBe(200);
    expect((await nextEvent(otherTab, 'notification.seen')).payload).toEqual({ notificationIds: [created.payload.notificationId], notificationCount: 1 });

    // The bystander's first event is their own reminder: the landlord's never reached them.
    await notifyReminder(t, bystander, 'Bystander reminder');
    expect((await nextEvent(bystanderTab, 'notification.created')).payload.body).toBe('Bystander reminder');
    for (const client of [landlordTab, otherTab, bystanderTab]) client.socket.close();
  });

  it('a grouped notice that grows moves the bell: notification.created again with its count, and the unseen count counts each (issue 30 item 11)', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    const landlord = await createUser(t);
    const tab = await signedIn(url, landlord);
    const otherTab = await signedIn(url, landlord);
    await notifyTenantRequest(t, tenant, [landlord], { summary: 'Leaking tap' });
    const first = await nextEvent(tab, 'notification.created');
    expect(first.payload).toMatchObject({ title: 'New tenant request', groupCount: 1 });
    await notifyTenantRequest(t, tenant, [landlord], { summary: 'Broken window' });
    const grown = await nextEvent(tab, 'notification.created');
    expect(grown.payload).toMatchObject({ notificationId: first.payload.notificationId, title: '2 new tenant requests', body: 'Broken window', groupCount: 2 });
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: landlord.headers });
    expect(list.json()).toMatchObject({ results: [{ id: first.payload.notificationId, seen: false }], meta: { unseenCount: 2 } });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: landlord.headers });
    expect(me.json()).toMatchObject({ unseenNotificationsCount: 2 });

    const seen = await t.app.inject({ method: 'PUT', url: `/api/notifications/${first.payload.notificationId}/seen`, headers: landlord.headers });
    expect(seen.json()).toMatchObject({ unseenCount: 0 });
    // The other tab counts down by both notifications the row stood for.
    await nextEvent(otherTab, 'notification.created');
    await nextEvent(otherTab, 'notification.created');
    expect((await nextEvent(otherTab, 'notification.seen')).payload).toEqual({ notificationIds: [first.payload.notificationId], notificationCount: 2 });
    for (const client of [tab, otherTab]) client.socket.close();
  });
});

const servicesUp = (await redisForTests('cross-instance notification tests')) && (await postgresForTests('cross-instance notification tests'));

describe.skipIf(!servicesUp)('live bell across two instances on PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let urlOfB: string;
  beforeAll(async () => {
    // Instances behind one load balancer share JWT_SECRET (README "Configuration").
    const jwtSecret = 'notifications-live-test-secret-of-32-chars';
    a = await buildTestApp({ redisUrl, jwtSecret }, { postgresUrl });
    b = await buildTestApp({ redisUrl, jwtSecret }, { sameDatabaseAs: a });
    urlOfB = await listen(b);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a notification created through instance A reaches the recipient connected to instance B', async () => {
    expect(a.databaseUrl).toMatch(/^postgres/);
    const tenant = await createUser(a, { role: 'tenant' });
    const landlord = await createUser(a);
    const onB = await signedIn(urlOfB, landlord);
    await notifyTenantRequest(a, tenant, [landlord], { urgency: 'emergency', summary: 'Gas smell at 7 Elm Rd' });
    const created = await nextEvent(onB, 'notification.created');
    expect(created.payload).toMatchObject({ title: 'Emergency request', body: 'Gas smell at 7 Elm Rd' });
    const list = await b.app.inject({ method: 'GET', url: '/api/notifications', headers: landlord.headers });
    expect(list.json()).toMatchObject({ results: [{ id: created.payload.notificationId, seen: false }], meta: { unseenCount: 1 } });
    onB.socket.close();
  });
});
