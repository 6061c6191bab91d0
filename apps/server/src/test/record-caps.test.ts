/**
 * Issue 25 item 8: an account cannot create calendar events, reminders, contacts, inventory items or
 * documents without bound (600 events once queued 3,600 reminder jobs). Each kind stops at its cap in
 * packages/shared `RECORD_CAPS` with a 422 RECORD_LIMIT_REACHED whose details name the limit; other
 * accounts are not affected, and deleting one makes room again. The accounts are filled to the cap in
 * SQL (the API would take minutes), then the last creates go through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RECORD_CAPS, type RecordCapKind } from '@lintel/shared';
import { buildTestApp, json, linkFromOutbox, type TestApp } from './build-app.ts';
import { createUser, uploadFile, type TestUser } from './factories.ts';
import { injector } from './money-factories.ts';

let t: TestApp;
let send: ReturnType<typeof injector>;
beforeAll(async () => {
  t = await buildTestApp();
  send = injector(t);
});
afterAll(() => t.close());

type ErrorBody = { statusCode: number; code: string; message: string; details: Array<{ path: string; message: string; limit?: number }> };
const later = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

function expectCapError(response: { statusCode: number; body: string }, kind: RecordCapKind, label: RegExp) {
  expect(response.statusCode, response.body).toBe(422);
  const body = json<ErrorBody>(response as never);
  expect(body.code).toBe('RECORD_LIMIT_REACHED');
  expect(body.message).toMatch(label);
  expect(body.message).toContain(RECORD_CAPS[kind].toLocaleString('en-US'));
  expect(body.details[0]).toMatchObject({ limit: RECORD_CAPS[kind] });
}

describe('per-account record caps', () => {
  it('calendar events: the cap-th event is created, the next is a 422 naming the limit; another account still creates', async () => {
    const owner = await createUser(t);
    const cap = RECORD_CAPS.calendarEvents;
    await t.deps.db.execute(sql`insert into calendar_events (id, account_id, owner_id, type, title, starts_at, ends_at, series_ends_at)
      select gen_random_uuid(), ${owner.id}, ${owner.id}, 'calendarEvent', 'Filler ' || n, now() - interval '2 days', now() - interval '2 days' + interval '1 hour', now() - interval '2 days' + interval '1 hour'
      from generate_series(1, ${cap - 1}) as n`);
    const event = { title: 'Gutter cleaning', start: later(3), end: later(3, 1) };
    const last = await send('POST', '/api/events', owner, event);
    expect(last.statusCode, last.body).toBe(201);
    expectCapError(await send('POST', '/api/events', owner, event), 'calendarEvents', /calendar events/);
    const other = await createUser(t);
    expect((await send('POST', '/api/events', other, event)).statusCode).toBe(201);
    // Deleting one makes room for one.
    expect((await send('DELETE', `/api/events/${json<{ id: string }>(last).id}`, owner)).statusCode).toBe(204);
    expect((await send('POST', '/api/events', owner, event)).statusCode).toBe(201);
  });

  it('reminders: upcoming reminder offsets stop at the cap (each is a queued job); past events do not count; a move that adds reminders is refused too', async () => {
    const owner = await createUser(t);
    const cap = RECORD_CAPS.reminders;
    const sixEach = `{fiveMinutes,tenMinutes,fifteenMinutes,thirtyMinutes,oneHour,twoHours}`;
    // The app's clock, not the database's now(): CI moves the test clock years ahead.
    const clock = new Date().toISOString();
    // Upcoming events holding cap - 2 reminders, plus past events with reminders that no longer count.
    await t.deps.db.execute(sql`insert into calendar_events (id, account_id, owner_id, type, title, starts_at, ends_at, series_ends_at, reminders)
      select gen_random_uuid(), ${owner.id}, ${owner.id}, 'calendarEvent', 'Upcoming ' || n, ${clock}::timestamptz + interval '5 days', ${clock}::timestamptz + interval '5 days 1 hour', ${clock}::timestamptz + interval '5 days 1 hour', ${sixEach}::text[]
      from generate_series(1, ${Math.floor((cap - 2) / 6)}) as n`);
    await t.deps.db.execute(sql`insert into calendar_events (id, account_id, owner_id, type, title, starts_at, ends_at, series_ends_at, reminders)
      select gen_random_uuid(), ${owner.id}, ${owner.id}, 'calendarEvent', 'Past ' || n, ${clock}::timestamptz - interval '5 days', ${clock}::timestamptz - interval '5 days' + interval '1 hour', ${clock}::timestamptz - interval '5 days' + interval '1 hour', ${sixEach}::text[]
      from generate_series(1, 50) as n`);
    const used = Math.floor((cap - 2) / 6) * 6;
    const room = cap - used;
    const base = { title: 'Boiler service', start: later(4), end: later(4, 1) };
    const offsets = ['fiveMinutes', 'tenMinutes', 'fifteenMinutes', 'thirtyMinutes', 'oneHour', 'twoHours'];
    expectCapError(await send('POST', '/api/events', owner, { ...base, reminders: offsets.slice(0, room + 1) }), 'reminders', /upcoming reminders/);
    const fits = await send('POST', '/api/events', owner, { ...base, reminders: offsets.slice(0, room) });
    expect(fits.statusCode, fits.body).toBe(201);
    // Without reminders an event is still accepted.
    const plain = await send('POST', '/api/events', owner, base);
    expect(plain.statusCode).toBe(201);
    expectCapError(await send('PUT', `/api/events/${json<{ id: string }>(plain).id}`, owner, { reminders: ['oneHour'] }), 'reminders', /upcoming reminders/);
    // Dropping a reminder from one event makes room on another.
    expect((await send('PUT', `/api/events/${json<{ id: string }>(fits).id}`, owner, { reminders: offsets.slice(0, room - 1) })).statusCode).toBe(200);
    expect((await send('PUT', `/api/events/${json<{ id: string }>(plain).id}`, owner, { reminders: ['oneHour'] })).statusCode).toBe(200);
  });

  it('contacts, also when added from a shared link', async () => {
    const owner = await createUser(t);
    const cap = RECORD_CAPS.contacts;
    await t.deps.db.execute(sql`insert into contacts (id, account_id, type, full_name, display_name)
      select gen_random_uuid(), ${owner.id}, 'contact', 'Filler ' || n, 'Filler ' || n from generate_series(1, ${cap - 1}) as n`);
    expect((await send('POST', '/api/contacts', owner, { type: 'contact', fullName: 'Ana Ruiz' })).statusCode).toBe(201);
    expectCapError(await send('POST', '/api/contacts', owner, { type: 'contact', fullName: 'Ben Ode' }), 'contacts', /contacts/);
    const sharer = await createUser(t);
    const shared = json<{ id: string }>(await send('POST', '/api/contacts', sharer, { type: 'contact', fullName: 'Cleo Plumbing' }));
    const tokenOf = await shareContact(sharer, shared.id, owner.email);
    expectCapError(await send('POST', `/api/contacts/add/${tokenOf}`, owner), 'contacts', /contacts/);
  });

  it('inventory items', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const cap = RECORD_CAPS.inventoryItems;
    await t.deps.db.execute(sql`insert into inventories (id, account_id, name) select gen_random_uuid(), ${owner.id}, 'Filler ' || n from generate_series(1, ${cap - 1}) as n`);
    expect((await send('POST', '/api/inventories', owner, { name: 'Dishwasher' })).statusCode).toBe(201);
    expectCapError(await send('POST', '/api/inventories', owner, { name: 'Dryer' }), 'inventoryItems', /inventory items/);
  });

  it('documents', async () => {
    const owner = await createUser(t, { role: 'homeOwner' });
    const cap = RECORD_CAPS.documents;
    const file = await uploadFile(t, owner);
    const other = await uploadFile(t, owner, 'second.png');
    await t.deps.db.execute(sql`insert into documents (id, account_id, name, type, file_id)
      select gen_random_uuid(), ${owner.id}, 'Filler ' || n, 'image', ${file.id} from generate_series(1, ${cap - 1}) as n`);
    const last = await send('POST', '/api/documents', owner, { fileId: other.id, name: 'Deed' });
    expect(last.statusCode, last.body).toBe(201);
    expectCapError(await send('POST', '/api/documents', owner, { fileId: other.id, name: 'Deed copy' }), 'documents', /documents/);
  });
});

/** Shares `contactId` by e-mail to `email` and reads the token from the outbox link. */
async function shareContact(sharer: TestUser, contactId: string, email: string): Promise<string> {
  const response = await send('POST', '/api/contacts/share-contact', sharer, { contactId, email });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const url = await linkFromOutbox(t.dataDir, email, '/contacts/shared/');
  return url.pathname.split('/').pop()!;
}
