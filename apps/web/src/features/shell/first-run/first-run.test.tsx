/**
 * Issue 11 item 6: each role's sidebar and first screen fit the role. The sidebar reads the
 * permissions table (a homeowner manages a home, not tenancies); the dashboard's "Get started"
 * checklist lists the role's first steps with calls to action, ticks those the server says are done,
 * and is gone once all are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Role } from '@lintel/shared';
import { jsonResponse, makeStore, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { NavItems } from '../components/nav-items.tsx';
import FirstRunWidget from './first-run-widget.tsx';
import { isFirstRunComplete } from './first-run-steps.ts';
import { firstRunApi } from '../api/first-run-api.ts';

afterEach(() => vi.unstubAllGlobals());

const navLabels = (role: Role) => {
  const { unmount } = renderWithApp(<NavItems />, { preloadedState: signedInState(makeUser({ role })) });
  const labels = screen.getAllByRole('link').map((link) => link.textContent);
  unmount();
  return labels;
};

/** Answers each list probe with `totals[path]` rows (0 when absent); records the paths asked. */
function stubLists(totals: Record<string, number>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    asked.push(`${path}${url.search}`);
    const total = totals[path] ?? 0;
    const list = { results: [], pagination: { page: 1, pageSize: 1, total, totalPages: total }, meta: {} };
    // As the server answers: GET /properties wraps its list in `data` (spec point 2's shape).
    return Promise.resolve(jsonResponse(200, path === '/properties' ? { data: list } : list));
  });
  return asked;
}

describe('navigation per role', () => {
  it('a homeowner sees their home and records, not tenants, leases, applications or payments', () => {
    const labels = navLabels('homeOwner');
    expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Properties', 'Windows & doors', 'Inventory', 'Contacts', 'Documents']));
    for (const landlordOnly of ['Tenants', 'Leases', 'Applications', 'Payments', 'Lease templates']) expect(labels).not.toContain(landlordOnly);
  });

  it('a property manager sees the renting screens; a tenant sees their lease and payments only', () => {
    expect(navLabels('propertyManager')).toEqual(expect.arrayContaining(['Properties', 'Tenants', 'Leases', 'Applications', 'Payments']));
    const tenant = navLabels('tenant');
    expect(tenant).toEqual(expect.arrayContaining(['My lease', 'My payments']));
    expect(tenant).not.toContain('Properties');
  });
});

describe('first-run checklist', () => {
  it("shows a homeowner's steps with calls to action, ticking what is done", async () => {
    const asked = stubLists({ '/properties': 1 });
    renderWithApp(<FirstRunWidget />, { preloadedState: signedInState(makeUser({ role: 'homeOwner' })) });
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(within(card).getByText('1 of 4 done')).toBeTruthy();
    expect(within(card).getByText('Add your home')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Add your home' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open the configurator' }).getAttribute('href')).toBe('/configurator');
    expect(within(card).getByRole('link', { name: 'Add an item' }).getAttribute('href')).toBe('/inventory');
    expect(within(card).queryByText(/tenant|lease/i)).toBeNull();
    expect(asked.every((path) => !path.startsWith('/tenants') && !path.startsWith('/leases'))).toBe(true);
  });

  it('asks a property manager to add a property, a tenant and a lease; a tenant to sign their lease', async () => {
    stubLists({});
    const { unmount } = renderWithApp(<FirstRunWidget />, { preloadedState: signedInState(makeUser({ role: 'propertyManager' })) });
    const card = await screen.findByRole('region', { name: 'Get started' });
    expect(within(card).getAllByRole('link').map((link) => link.textContent)).toEqual(['Add a property', 'Add a tenant', 'Create a lease', 'Open payments']);
    unmount();
    const asked = stubLists({});
    renderWithApp(<FirstRunWidget />, { preloadedState: signedInState(makeUser({ role: 'tenant' })) });
    const tenantCard = await screen.findByRole('region', { name: 'Get started' });
    expect(within(tenantCard).getByRole('link', { name: 'Open my lease' }).getAttribute('href')).toBe('/my-lease');
    expect(asked).toContain('/leases?status=active&pageSize=1');
  });

  it('is gone once every step is done', async () => {
    const asked = stubLists({ '/quotes': 2, '/contacts': 5 });
    renderWithApp(<FirstRunWidget />, { preloadedState: signedInState(makeUser({ role: 'serviceProvider', isCompanyCapable: true })) });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('tells the dashboard to leave out its frame once every step is done, and only then', async () => {
    const user = makeUser({ role: 'serviceProvider', isCompanyCapable: true });
    const store = makeStore(signedInState(user));
    // Not known before the progress has arrived: the dashboard keeps the last visit's choice meanwhile.
    expect(isFirstRunComplete(store.getState())).toBeUndefined();
    await store.dispatch(firstRunApi.util.upsertQueryData('firstRunProgress', user, { company: true, quote: false, contacts: true }));
    expect(isFirstRunComplete(store.getState())).toBe(false);
    await store.dispatch(firstRunApi.util.upsertQueryData('firstRunProgress', user, { company: true, quote: true, contacts: true }));
    expect(isFirstRunComplete(store.getState())).toBe(true);
  });

  it('asks again when a list it probes may have gained its first row', async () => {
    const asked = stubLists({});
    const user = makeUser({ role: 'homeOwner' });
    const store = makeStore(signedInState(user));
    const subscription = store.dispatch(firstRunApi.endpoints.firstRunProgress.initiate(user));
    await subscription;
    expect(isFirstRunComplete(store.getState())).toBe(false);
    const first = asked.length;
    stubLists({ '/properties': 1, '/quote-requests': 1, '/inventories': 1, '/contacts': 1 });
    store.dispatch(firstRunApi.util.invalidateTags([{ type: 'Contact', id: 'LIST' }]));
    await vi.waitFor(() => expect(isFirstRunComplete(store.getState())).toBe(true));
    expect(first).toBe(4);
    subscription.unsubscribe();
  });
});
