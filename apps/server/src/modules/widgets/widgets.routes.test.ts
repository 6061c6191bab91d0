import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_MAX_HEIGHT, widgetDefinitions, widgetKeysFor, type Widget } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let landlord: TestUser;
let tenant: TestUser;
let provider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
  tenant = await createUser(t, { role: 'tenant' });
  provider = await createUser(t, { role: 'serviceProvider' });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function widgetsOf(user: TestUser): Promise<Widget[]> {
  const response = await inject('GET', '/api/widgets/get-user', user);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ widgets: Widget[] }>(response).widgets;
}

describe('GET /widgets/get-user (spec points 7, 9)', () => {
  it("creates each role's widgets with defaults on the first read, once", async () => {
    const first = await widgetsOf(landlord);
    expect(first.map((w) => w.key)).toEqual(widgetKeysFor('propertyManager'));
    expect(first.map((w) => w.key)).toContain('unpaidRent');
    expect(first.every((w) => w.isVisible && w.height === widgetDefinitions[w.key].height)).toBe(true);
    expect(first.map((w) => w.position)).toEqual(first.map((_, i) => i));
    expect(await widgetsOf(landlord)).toEqual(first);
    const tenantKeys = (await widgetsOf(tenant)).map((w) => w.key);
    expect(tenantKeys).toContain('myLease');
    expect(tenantKeys).not.toContain('unpaidRent');
    expect(tenantKeys).not.toContain('propertyStatistics');
    const providerKeys = (await widgetsOf(provider)).map((w) => w.key);
    expect(providerKeys).toEqual(expect.arrayContaining(['workOrders', 'contacts', 'upcomingEvents']));
    expect(providerKeys).not.toContain('myLease');
  });

  it('answers 401 without a token', async () => {
    expect((await inject('GET', '/api/widgets/get-user')).statusCode).toBe(401);
  });
});

describe('PUT /widgets/wrap', () => {
  it('stores the new order and heights; widgets left out follow in their old order', async () => {
    const widgets = await widgetsOf(landlord);
    const [a, b, c] = widgets as [Widget, Widget, Widget];
    const response = await inject('PUT', '/api/widgets/wrap', landlord, { widgets: [{ id: c.id, height: 12 }, { id: a.id }] });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await widgetsOf(landlord);
    expect(saved.map((w) => w.id).slice(0, 3)).toEqual([c.id, a.id, b.id]);
    expect(saved[0]).toMatchObject({ height: 12, position: 0 });
    expect(saved.map((w) => w.position)).toEqual(saved.map((_, i) => i));
    expect(json<{ widgets: Widget[] }>(response).widgets).toEqual(saved);
  });

  it('refuses heights out of bounds, duplicates and an empty list with 422', async () => {
    const [a] = (await widgetsOf(landlord)) as [Widget];
    for (const body of [
      { widgets: [{ id: a.id, height: WIDGET_MAX_HEIGHT + 1 }] },
      { widgets: [{ id: a.id, height: 1 }] },
      { widgets: [{ id: a.id }, { id: a.id }] },
      { widgets: [] },
      { widgets: [{ id: 'nope' }] },
    ]) {
      const response = await inject('PUT', '/api/widgets/wrap', landlord, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(json<{ details: unknown[] }>(response).details.length).toBeGreaterThan(0);
    }
  });

  it("answers 404 for another user's widget and changes nothing", async () => {
    const before = await widgetsOf(landlord);
    const theirs = (await widgetsOf(tenant))[0]!;
    const response = await inject('PUT', '/api/widgets/wrap', landlord, { widgets: [{ id: before[1]!.id }, { id: theirs.id }] });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'WIDGET_NOT_FOUND' });
    expect(await widgetsOf(landlord)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await inject('PUT', '/api/widgets/wrap', undefined, { widgets: [] })).statusCode).toBe(401);
  });
});

describe('PUT /widgets/toggle-visibility/{id}', () => {
  it('sets the visibility, idempotently', async () => {
    const [a] = (await widgetsOf(tenant)) as [Widget];
    for (const isVisible of [false, false, true]) {
      const response = await inject('PUT', `/api/widgets/toggle-visibility/${a.id}`, tenant, { isVisible });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toMatchObject({ id: a.id, isVisible });
    }
    await inject('PUT', `/api/widgets/toggle-visibility/${a.id}`, tenant, { isVisible: false });
    expect((await widgetsOf(tenant)).find((w) => w.id === a.id)?.isVisible).toBe(false);
  });

  it('answers 422 for a bad body or id, 404 for another user\'s widget, 401 without a token', async () => {
    const [a] = (await widgetsOf(tenant)) as [Widget];
    expect((await inject('PUT', `/api/widgets/toggle-visibility/${a.id}`, tenant, { isVisible: 'no' })).statusCode).toBe(422);
    expect((await inject('PUT', `/api/widgets/toggle-visibility/${a.id}`, tenant, {})).statusCode).toBe(422);
    expect((await inject('PUT', '/api/widgets/toggle-visibility/42', tenant, { isVisible: true })).statusCode).toBe(422);
    const foreign = await inject('PUT', `/api/widgets/toggle-visibility/${a.id}`, provider, { isVisible: true });
    expect(foreign.statusCode).toBe(404);
    expect((await widgetsOf(tenant)).find((w) => w.id === a.id)?.isVisible).toBe(false);
    expect((await inject('PUT', `/api/widgets/toggle-visibility/${a.id}`, undefined, { isVisible: true })).statusCode).toBe(401);
  });
});
