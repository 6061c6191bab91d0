/**
 * Properties in the data cache (spec points 4 and 8, issue 20): the toasts are the old thunks' words;
 * a write's answer changes every cached answer showing the record without a GET (archiving takes it out
 * of the list it was on, deleting a unit lowers its building's unit count on the page and in the list,
 * an update replaces the row and the details); moving a photo is two PUTs, source first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { Property, PropertyDetails, PropertyListResponse } from '@lintel/shared';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { makeDetails, makeProperty } from '../../../test/factories.ts';
import { defaultFilters, propertiesApi } from './properties-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shownMessages = () => {
  const spy = vi.spyOn(notifications, 'show');
  return () => spy.mock.calls.map(([data]) => String(data.message));
};

const listAnswer = (results: Property[]): PropertyListResponse => ({
  data: { results, pagination: { page: 1, pageSize: 10, total: results.length, totalPages: 1 }, meta: { hasProperty: true } },
});

describe('property writes: toasts (spec point 8)', () => {
  it("archive failure without a server message falls back to 'Could not update property'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const messages = shownMessages();
    const result = await makeStore().dispatch(propertiesApi.endpoints.archiveProperty.initiate({ id: 'p1', archived: true, isUnit: false }));
    expect('error' in result && result.error).toMatchObject({ message: 'Could not update property' });
    expect(messages()).toEqual(['Could not update property']);
  });

  it("the server's message wins over the default", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { statusCode: 404, code: 'PROPERTY_NOT_FOUND', error: 'Not Found', message: 'Property not found' })));
    const messages = shownMessages();
    await makeStore().dispatch(propertiesApi.endpoints.archiveProperty.initiate({ id: 'p1', archived: true, isUnit: false }));
    expect(messages()).toEqual(['Property not found']);
  });

  it('success toasts name the unit or the property', async () => {
    const unit = makeProperty({ type: 'unit', archived: true });
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => (init.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, unit))));
    const messages = shownMessages();
    const store = makeStore();
    await store.dispatch(propertiesApi.endpoints.archiveProperty.initiate({ id: unit.id, archived: true, isUnit: true }));
    await store.dispatch(propertiesApi.endpoints.archiveProperty.initiate({ id: unit.id, archived: false, isUnit: false }));
    await store.dispatch(propertiesApi.endpoints.deleteProperty.initiate({ id: unit.id, isUnit: true }));
    expect(messages()).toEqual(['Unit archived successfully', 'Property restored successfully', 'Unit deleted successfully']);
  });

  it('move image sends two PUTs: the source without the photo, then the destination with it', async () => {
    const photo = { id: '018f0000-0000-7000-8000-0000000000aa', name: 'a.jpg', mimeType: 'image/jpeg', size: 1, url: '/a', previewUrl: null };
    const from = makeProperty({ images: [photo] });
    const to = makeProperty({ id: '018f0000-0000-7000-8000-0000000000bb', type: 'unit', images: [] });
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse(200, url.endsWith(from.id) ? { ...from, images: [] } : { ...to, images: [photo] });
      }),
    );
    const messages = shownMessages();
    await makeStore().dispatch(propertiesApi.endpoints.moveImage.initiate({ imageId: photo.id, from, to }));
    expect(calls).toEqual([
      { url: `/api/properties/${from.id}`, body: { images: [] } },
      { url: `/api/properties/${to.id}`, body: { images: [photo.id] } },
    ]);
    expect(messages()).toEqual(['Image moved successfully']);
  });
});

describe('property writes into the cache (spec point 4)', () => {
  const building = makeDetails({ id: '018f0000-0000-7000-8000-0000000000b1', type: 'multiFamily', nickname: 'Elm Court', unitsCount: 2 });
  const unit = makeProperty({ id: '018f0000-0000-7000-8000-0000000000c1', type: 'unit', nickname: 'Unit 1', parent: { id: building.id, nickname: 'Elm Court', type: 'multiFamily' } });
  const other = makeProperty({ id: '018f0000-0000-7000-8000-0000000000d1', nickname: 'Maple' });

  /** A store holding the active list (the building and another home) and the building's page with its unit. */
  async function cachedStore(answer: (method: string, url: string) => Response) {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        requests.push(`${method} ${url}`);
        if (method === 'GET' && url.startsWith('/api/properties?')) return jsonResponse(200, listAnswer([building, other]));
        if (method === 'GET') return jsonResponse(200, { ...building, units: [unit] } satisfies PropertyDetails);
        return answer(method, url);
      }),
    );
    const store = makeStore();
    store.dispatch(propertiesApi.endpoints.properties.initiate(defaultFilters));
    store.dispatch(propertiesApi.endpoints.property.initiate(building.id));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.waitFor(() => expect(propertiesApi.endpoints.property.select(building.id)(store.getState() as never).data).toBeTruthy());
    await vi.waitFor(() => expect(propertiesApi.endpoints.properties.select(defaultFilters)(store.getState() as never).data).toBeTruthy());
    const list = () => propertiesApi.endpoints.properties.select(defaultFilters)(store.getState() as never).data!.pages[0]!;
    const details = () => propertiesApi.endpoints.property.select(building.id)(store.getState() as never).data!;
    return { store, requests, list, details };
  }

  it('archiving takes the record out of the active list, with its total, and asks nothing again', async () => {
    const { store, requests, list } = await cachedStore(() => jsonResponse(200, { ...other, archived: true }));
    await store.dispatch(propertiesApi.endpoints.archiveProperty.initiate({ id: other.id, archived: true, isUnit: false }));
    expect(list().results.map((row) => row.id)).toEqual([building.id]);
    expect(list().pagination.total).toBe(1);
    expect(requests.filter((line) => line.startsWith('GET /api/properties?') || line.startsWith(`GET /api/properties/${building.id}`))).toHaveLength(2);
  });

  it('deleting a unit takes it off its building’s page and lowers the unit count there and in the list', async () => {
    const { store, list, details } = await cachedStore(() => new Response(null, { status: 204 }));
    await store.dispatch(propertiesApi.endpoints.deleteProperty.initiate({ id: unit.id, isUnit: true }));
    expect(details().units).toEqual([]);
    expect(details().unitsCount).toBe(1);
    expect(list().results.find((row) => row.id === building.id)?.unitsCount).toBe(1);
  });

  it('an update replaces the record in the list and on its page, keeping the page’s units', async () => {
    const { store, list, details } = await cachedStore(() => jsonResponse(200, { ...building, nickname: 'Elm Court North' }));
    await store.dispatch(propertiesApi.endpoints.updateProperty.initiate({ id: building.id, input: { nickname: 'Elm Court North' }, isUnit: false }));
    expect(list().results[0]?.nickname).toBe('Elm Court North');
    expect(details().nickname).toBe('Elm Court North');
    expect(details().units.map((row) => row.id)).toEqual([unit.id]);
  });

  it('a created unit goes first among its building’s units and raises the count', async () => {
    const created = makeProperty({ id: '018f0000-0000-7000-8000-0000000000c2', type: 'unit', nickname: 'Unit 2', parent: { id: building.id, nickname: 'Elm Court', type: 'multiFamily' } });
    const { store, details } = await cachedStore(() => jsonResponse(201, created));
    await store.dispatch(propertiesApi.endpoints.createProperty.initiate({ nickname: 'Unit 2', type: 'unit', parentId: building.id } as never));
    expect(details().units.map((row) => row.nickname)).toEqual(['Unit 2', 'Unit 1']);
    expect(details().unitsCount).toBe(3);
  });
});
