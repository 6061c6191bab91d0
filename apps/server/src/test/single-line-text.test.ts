/**
 * Issue 25 item 10: names, titles and other one-line fields refuse line breaks (a 422 naming the
 * field), while multi-line fields (descriptions, notes) keep them. Through real routes, so the
 * shared `singleLineTextSchema` is what the server validates with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from './build-app.ts';
import { createUser, validProperty, type TestUser } from './factories.ts';

let t: TestApp;
let landlord: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, user?: TestUser) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: user?.headers ?? {} });

function expectLineBreakRefused(response: Awaited<ReturnType<typeof post>>, path: string) {
  expect(response.statusCode).toBe(422);
  const body = json<{ code: string; details: Array<{ path: string; message: string }> }>(response);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(/line breaks/i) }));
}

const event = (overrides: Record<string, unknown>) => ({
  type: 'calendarEvent',
  title: 'Inspection',
  allDay: false,
  start: '2030-03-04T10:00:00Z',
  end: '2030-03-04T11:00:00Z',
  repeatDays: [],
  reminders: [],
  ...overrides,
});

describe('single-line fields refuse line breaks', () => {
  it('a name on sign-up (an e-mail header would start a new line)', async () => {
    const response = await post('/api/auth/local/register', { email: 'eve-crlf@example.com', password: 'correct-horse-battery', fullName: 'Eve\r\nBcc: all@example.com' });
    expectLineBreakRefused(response, 'fullName');
  });

  it('an event title (an ICS line), while its description may span lines', async () => {
    expectLineBreakRefused(await post('/api/events', event({ title: 'Party\nBEGIN:VALARM' }), landlord), 'title');
    const ok = await post('/api/events', event({ title: 'Party', description: 'Bring:\n- chairs\n- cake' }), landlord);
    expect(ok.statusCode).toBe(201);
  });

  it('a property nickname and address', async () => {
    expectLineBreakRefused(await post('/api/properties', validProperty({ nickname: 'Maple\u2028Court' }), landlord), 'nickname');
    const address = validProperty();
    expectLineBreakRefused(await post('/api/properties', { ...address, location: { ...address.location, address: '1 Main St\r\nX' } }, landlord), 'location.address');
  });

  it('a contact’s full name', async () => {
    expectLineBreakRefused(await post('/api/contacts', { type: 'contact', fullName: 'Bob\rSmith' }, landlord), 'fullName');
  });
});
