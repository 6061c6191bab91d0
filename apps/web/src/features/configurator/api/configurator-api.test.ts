/**
 * The configurator in the data cache (issue 20): the catalogue is asked without an account (visitors
 * configure) and persisted; removing a saved model takes it out of the cached projects pages and the
 * checkout's saved models without asking the list again; a quote request is recorded for the checkout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectModel, QuoteRequest } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api-client.ts';
import { checkoutStarted } from '../state/cart-slice.ts';
import { ADDONS_KEY, PROJECT_TYPES_KEY, configuratorApi } from './configurator-api.ts';
import type { ProjectModelsPage } from './configurator-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A fetch that answers `routes` by "METHOD path" and records every call with its Authorization header. */
function server(routes: Record<string, unknown>) {
  const calls: { key: string; authorization: string | undefined }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(String(url), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathname}`;
    calls.push({ key, authorization: (init?.headers as Record<string, string> | undefined)?.Authorization });
    return key in routes ? jsonResponse(200, routes[key]) : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
  }));
  return calls;
}

const model = (n: number) => ({ id: `018f0000-0000-7000-8000-00000000000${n}`, uuid: `cart-${n}`, projectType: 'window', status: 'SAVED', name: `Model ${n}` }) as unknown as ProjectModel;
const page = (results: ProjectModel[]): ProjectModelsPage => ({ results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 } });

describe('configurator in the data cache', () => {
  it('asks the catalogue without a token and keeps project types and add-ons for the next visit', async () => {
    tokenStorage.setTokens({ jwt: 'stale-token', refreshToken: 'refresh' } as Parameters<typeof tokenStorage.setTokens>[0]);
    const projectTypes = [{ id: 1, key: 'window', name: 'Window', basePrice: 300, pricePerSquareFoot: 20 }];
    const addons = [{ id: 7, name: 'Screens', price: 40, projectTypes: ['window'] }];
    const calls = server({ 'GET /api/project-types': { projectTypes }, 'GET /api/addons': { addons } });
    const store = makeStore();

    await store.dispatch(configuratorApi.endpoints.projectTypes.initiate());
    await store.dispatch(configuratorApi.endpoints.addons.initiate());

    expect(calls).toEqual([
      { key: 'GET /api/project-types', authorization: undefined },
      { key: 'GET /api/addons', authorization: undefined },
    ]);
    expect(JSON.parse(localStorage.getItem(PROJECT_TYPES_KEY)!)).toEqual(projectTypes);
    expect(JSON.parse(localStorage.getItem(ADDONS_KEY)!)).toEqual(addons);
    tokenStorage.clear();
  });

  it('removing a saved model takes it out of every cached page and of the checkout, with one DELETE', async () => {
    const [first, second] = [model(1), model(2)];
    const store = makeStore();
    for (const status of ['active', 'all'] as const)
      await store.dispatch(configuratorApi.util.upsertQueryData('projectModels', { status }, { pages: [page([first, second])], pageParams: [1] }));
    store.dispatch(checkoutStarted({ ids: [first.id, second.id], projectTypes: ['window'], uuids: [] }));
    const calls = server({ [`DELETE /api/project-models/${first.id}`]: undefined });

    await store.dispatch(configuratorApi.endpoints.deleteProjectModel.initiate({ id: first.id, uuid: first.uuid }));

    for (const status of ['active', 'all'] as const) {
      const pages = configuratorApi.endpoints.projectModels.select({ status })(store.getState()).data!.pages;
      expect(pages[0]!.results.map((row) => row.id)).toEqual([second.id]);
      expect(pages[0]!.pagination.total).toBe(1);
    }
    expect(store.getState().cart.lastSaved?.ids).toEqual([second.id]);
    expect(calls.map((call) => call.key)).toEqual([`DELETE /api/project-models/${first.id}`]);
  });

  it('a sent quote request is recorded for the checkout confirmation', async () => {
    const request = { id: '018f0000-0000-7000-8000-0000000000a1', createdAt: '2026-11-27T10:00:00.000Z', quotes: [] } as unknown as QuoteRequest;
    const store = makeStore();
    store.dispatch(checkoutStarted({ ids: [model(1).id], projectTypes: ['window'], uuids: [] }));
    server({ 'POST /api/quote-requests': request });

    await store.dispatch(
      configuratorApi.endpoints.requestQuotes.initiate({
        projectModelIds: [model(1).id],
        dateRanges: [{ start: '2026-12-01', end: '2026-12-10' }],
        location: { houseId: null, address: '12 Maple St' },
        parkingInfo: '',
        replaceExisting: { window: false },
      }),
    );

    expect(store.getState().cart.quoteRequest).toMatchObject({ status: 'recorded', requestId: request.id, recordedAt: request.createdAt, ids: [model(1).id] });
  });
});
