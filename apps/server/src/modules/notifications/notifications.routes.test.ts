/**
 * Notifications (issue 13; spec points 3, 7, 9): the routes (success, 422, 401, 404 for another
 * user's notification; every role reads only their own), and the consumer that turns notifying
 * events into notifications by each recipient's preference, with /users/me's last 5 and count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { roles, type MarkNotificationSeenResponse, type Notification, type NotificationListResponse, type NotificationPreferences, type User } from '@lintel/shared';
import { buildTestApp, json, linkFromOutbox, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { notifyReminder, notifyTenantRequest } from '../../test/notification-factories.ts';
import { createTenant } from '../../test/leasing-factories.ts';
import { outbox } from '../../platform/events/events.table.ts';
import { notifications } from './notifications.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
const put = (user: TestUser | null, url: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const listOf = async (user: TestUser, query = '') => json<NotificationListResponse>(await get(user, `/api/notifications${query}`));
const me = async (user: TestUser) => json<User>(await get(user, '/api/users/me'));
const rowsOf = (user: TestUser) => t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));

describe('GET /notifications', () => {
  it('lists the caller’s own notifications newest first, paged, with the unseen count; every role', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const users = await Promise.all(roles.map((role) => createUser(t, { role })));
    for (const user of users) await notifyReminder(t, user, `Reminder for ${user.role}`);
    await notifyReminder(t, users[0]!, 'Second reminder');
    await notifyTenantRequest(t, landlord, [users[0]!]);
    for (const user of users) {
      const list = await listOf(user);
      expect(list.results.length).toBeGreaterThan(0);
      expect(list.results.every((n) => n.title === 'Reminder' || n.title === 'New tenant request')).toBe(true);
      expect(list.results.map((n) => n.body)).toContain(`Reminder for ${user.role}`);
      expect(list.results.some((n) => n.body?.startsWith('Reminder for') && n.body !== `Reminder for ${user.role}`)).toBe(false);
    }
    const first = await listOf(users[0]!, '?pageSize=2');
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.meta.unseenCount).toBe(3);
    expect(first.results.map((n) => n.body)).toEqual(['Leaking tap at 12 Oak St', 'Second reminder']);
    expect(first.results[0]).toMatchObject({ type: 'tenantRequest', seen: false, link: expect.stringMatching(/^\/tenant-requests\//) });
    const second = await listOf(users[0]!, '?pageSize=2&page=2');
    expect(second.results.map((n) => n.body)).toEqual([`Reminder for ${users[0]!.role}`]);
  });

  it('filters seen and unseen', async () => {
    const user = await createUser(t);
    await notifyReminder(t, user, 'One');
    await notifyReminder(t, user, 'Two');
    const [newest] = (await listOf(user)).results;
    expect((await put(user, `/api/notifications/${newest!.id}/seen`)).statusCode).toBe(200);
    expect((await listOf(user, '?seen=false')).results.map((n) => n.body)).toEqual(['One']);
    expect((await listOf(user, '?seen=true')).results.map((n) => n.body)).toEqual(['Two']);
    expect((await listOf(user, '?seen=true')).meta.unseenCount).toBe(1);
  });

  it('422 for a bad page size, page or filter; 401 without a token', async () => {
    const user = await createUser(t);
    for (const query of ['?pageSize=101', '?page=0', '?seen=maybe', '?pageSize=abc', '?unknown=1']) {
      const response = await get(user, `/api/notifications${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(json(response).details).toBeDefined();
    }
    expect((await get(null, '/api/notifications')).statusCode).toBe(401);
  });
});

describe('marking seen', () => {
  it('marks one seen, records notification.seen for the caller, and is idempotent', async () => {
    const user = await createUser(t, { role: 'tenant' });
    await notifyReminder(t, user);
    await notifyReminder(t, user);
    const [target] = (await listOf(user)).results;
    const response = await put(user, `/api/notifications/${target!.id}/seen`);
    expect(response.statusCode).toBe(200);
    expect(json<MarkNotificationSeenResponse>(response)).toMatchObject({ notification: { id: target!.id, seen: true }, unseenCount: 1 });
    const seenEvents = await t.deps.db.select().from(outbox).where(and(eq(outbox.type, 'notification.seen'), eq(outbox.accountId, user.id)));
    expect(seenEvents).toHaveLength(1);
    expect(seenEvents[0]).toMatchObject({ userIds: [user.id], payload: { notificationIds: [target!.id] } });
    const again = await put(user, `/api/notifications/${target!.id}/seen`);
    expect(json<MarkNotificationSeenResponse>(again).unseenCount).toBe(1);
    expect(await t.deps.db.select().from(outbox).where(and(eq(outbox.type, 'notification.seen'), eq(outbox.accountId, user.id)))).toHaveLength(1);
  });

  it('404 for another user’s notification (unchanged) and a missing one; 422 for a bad id; 401', async () => {
    const owner = await createUser(t);
    const other = await createUser(t, { role: 'serviceProvider' });
    await notifyReminder(t, owner);
    const [theirs] = (await listOf(owner)).results;
    const response = await put(other, `/api/notifications/${theirs!.id}/seen`);
    expect(response.statusCode).toBe(404);
    expect((await listOf(owner)).results[0]!.seen).toBe(false);
    expect((await put(other, '/api/notifications/01900000-0000-7000-8000-000000000000/seen')).statusCode).toBe(404);
    expect((await put(other, '/api/notifications/not-a-uuid/seen')).statusCode).toBe(422);
    expect((await put(null, `/api/notifications/${theirs!.id}/seen`)).statusCode).toBe(401);
  });

  it('marks all of the caller’s notifications seen and leaves other users’ alone', async () => {
    const user = await createUser(t, { role: 'homeOwner' });
    const other = await createUser(t);
    await notifyReminder(t, user);
    await notifyReminder(t, user);
    await notifyReminder(t, other);
    const response = await put(user, '/api/notifications/seen-all');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ updated: 2, unseenCount: 0 });
    expect((await listOf(user)).meta.unseenCount).toBe(0);
    expect((await listOf(other)).meta.unseenCount).toBe(1);
    const events = await t.deps.db.select().from(outbox).where(and(eq(outbox.type, 'notification.seen'), eq(outbox.accountId, user.id)));
    expect(events.map((e) => e.payload)).toEqual([{ all: true }]);
    expect(json((await put(user, '/api/notifications/seen-all')))).toEqual({ updated: 0, unseenCount: 0 });
    expect((await put(null, '/api/notifications/seen-all')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('answers the defaults, changes the types named, keeps the rest', async () => {
    const user = await createUser(t);
    const defaults = json<NotificationPreferences>(await get(user, '/api/notifications/preferences'));
    expect(defaults).toMatchObject({ calendarReminder: 'both', tenantRequest: 'inApp', marketing: 'inApp' });
    const response = await put(user, '/api/notifications/preferences', { tenantRequest: 'email', marketing: 'none' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ...defaults, tenantRequest: 'email', marketing: 'none' });
    await put(user, '/api/notifications/preferences', { tenantRequest: 'both' });
    expect(json(await get(user, '/api/notifications/preferences'))).toEqual({ ...defaults, tenantRequest: 'both', marketing: 'none' });
    // Another user's preferences are their own.
    const other = await createUser(t);
    expect(json(await get(other, '/api/notifications/preferences'))).toEqual(defaults);
  });

  it('422 for an unknown type, an unknown channel or an empty body; 401', async () => {
    const user = await createUser(t);
    for (const body of [{ spam: 'none' }, { quote: 'fax' }, {}]) {
      const response = await put(user, '/api/notifications/preferences', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(response).details).toBeDefined();
    }
    expect((await get(null, '/api/notifications/preferences')).statusCode).toBe(401);
    expect((await put(null, '/api/notifications/preferences', { quote: 'none' })).statusCode).toBe(401);
  });
});

describe('notifying events become notifications (the consumer)', () => {
  it('tenantRequest.created: one in-app notification per recipient, none for anyone else, once per event', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    const landlord = await createUser(t);
    const manager = await createUser(t);
    const bystander = await createUser(t);
    const event = await notifyTenantRequest(t, tenant, [landlord, manager, landlord]);
    for (const user of [landlord, manager]) {
      const rows = await rowsOf(user);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: 'tenantRequest', title: 'New tenant request', body: 'Leaking tap at 12 Oak St', eventId: event.id, seenAt: null });
    }
    expect(await rowsOf(bystander)).toEqual([]);
    expect(await rowsOf(tenant)).toEqual([]);
    // Each in-app notification is announced to its user for the live bell.
    const created = await t.deps.db.select().from(outbox).where(and(eq(outbox.type, 'notification.created'), eq(outbox.accountId, landlord.id)));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ userIds: [landlord.id], publishedAt: expect.any(Date) });
    await t.settle();
    expect(await rowsOf(landlord)).toHaveLength(1);
  });

  it('honours the preference: e-mail only → an .eml and no row; none → nothing; both → both', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    const emailOnly = await createUser(t);
    const off = await createUser(t);
    const both = await createUser(t);
    await put(emailOnly, '/api/notifications/preferences', { tenantRequest: 'email' });
    await put(off, '/api/notifications/preferences', { tenantRequest: 'none' });
    await put(both, '/api/notifications/preferences', { tenantRequest: 'both' });
    await notifyTenantRequest(t, tenant, [emailOnly, off, both], { summary: 'Broken window in unit 4' });
    const mail = await readOutbox(t.dataDir);
    const to = (user: TestUser) => mail.filter((m) => m.to.includes(user.email));
    expect(await rowsOf(emailOnly)).toEqual([]);
    expect(to(emailOnly)).toHaveLength(1);
    expect(to(emailOnly)[0]!.subject).toContain('Broken window in unit 4');
    expect(to(emailOnly)[0]!.text).toContain('http://lintel.test/tenant-requests/');
    expect(await rowsOf(off)).toEqual([]);
    expect(to(off)).toEqual([]);
    expect(await rowsOf(both)).toHaveLength(1);
    expect(to(both)).toHaveLength(1);
  });

  it('an emergency request reaches the bell even when the recipient turned requests off', async () => {
    const tenant = await createUser(t, { role: 'tenant' });
    const landlord = await createUser(t);
    await put(landlord, '/api/notifications/preferences', { tenantRequest: 'none' });
    await notifyTenantRequest(t, tenant, [landlord], { urgency: 'emergency', summary: 'Burst pipe at 12 Oak St' });
    expect(await rowsOf(landlord)).toEqual([expect.objectContaining({ title: 'Emergency request', body: 'Burst pipe at 12 Oak St' })]);
  });

  it('calendar.reminderDue: a calendarReminder in the app and by e-mail (the default for reminders)', async () => {
    const user = await createUser(t, { role: 'serviceProvider' });
    await notifyReminder(t, user, 'Site visit starts in 5 minutes');
    expect(await rowsOf(user)).toEqual([expect.objectContaining({ type: 'calendarReminder', body: 'Site visit starts in 5 minutes' })]);
    expect((await readOutbox(t.dataDir)).filter((m) => m.to.includes(user.email) && m.text.includes('Site visit'))).toHaveLength(1);
  });

  it('/users/me answers the newest 5 and the unseen count', async () => {
    const user = await createUser(t);
    // Reminders: tenant requests arriving at once would be grouped into one row (issue 25 item 7).
    for (let i = 1; i <= 7; i += 1) await notifyReminder(t, user, `Request ${i}`);
    const before = await me(user);
    expect(before.unseenNotificationsCount).toBe(7);
    expect(before.lastNotifications.map((n: Notification) => n.body)).toEqual(['Request 7', 'Request 6', 'Request 5', 'Request 4', 'Request 3']);
    await put(user, `/api/notifications/${before.lastNotifications[0]!.id}/seen`);
    const after = await me(user);
    expect(after.unseenNotificationsCount).toBe(6);
    expect(after.lastNotifications[0]).toMatchObject({ body: 'Request 7', seen: true });
    const fresh = await createUser(t);
    expect(await me(fresh)).toMatchObject({ lastNotifications: [], unseenNotificationsCount: 0 });
    // Signing in answers the same user, so the bell is right without another request.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/local/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(json<{ user: User }>(login).user).toMatchObject({ unseenNotificationsCount: 6, lastNotifications: after.lastNotifications });
  });

  it('an invited tenant signing up gives the inviter a newUser notification (and nobody else)', async () => {
    const landlord = await createUser(t);
    const email = `joiner-${Date.now()}@example.com`;
    const tenantRecord = await createTenant(t, landlord, { fullName: 'Jo Joiner', email });
    const invite = await t.app.inject({ method: 'POST', url: `/api/users/invite-user/${tenantRecord.id}?type=tenant`, headers: landlord.headers, payload: { email } });
    expect(invite.statusCode).toBe(201);
    const link = await linkFromOutbox(t.dataDir, email, '/sign-up');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { email, password: 'a-strong-password', fullName: 'Jo Joiner', invitationToken: link.searchParams.get('invitation') },
    });
    expect(register.statusCode).toBe(201);
    await t.settle();
    expect(await rowsOf(landlord)).toEqual([
      expect.objectContaining({ type: 'newUser', title: 'New user joined', body: 'Jo Joiner accepted your invitation and joined Lintel as your tenant', link: `/tenants?id=${tenantRecord.id}` }),
    ]);
    // A sign-up without an invitation tells nobody.
    const before = await t.deps.db.select().from(notifications);
    await t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload: { email: `solo-${Date.now()}@example.com`, password: 'a-strong-password', fullName: 'Solo' } });
    await t.settle();
    expect(await t.deps.db.select().from(notifications)).toHaveLength(before.length);
  });
});
