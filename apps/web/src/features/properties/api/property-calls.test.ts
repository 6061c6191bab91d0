import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeStore } from '../../../test/render.tsx';
import { makeProperty } from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { archiveProperty, deleteProperty, fetchProperties, moveImage } from './property-calls.ts';
// The store's properties slot fills when the slice's module loads, as the screens load it.
import '../state/properties-slice.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shownMessages = () => {
  const spy = vi.spyOn(notifications, 'show');
  return () => spy.mock.calls.map(([data]) => String(data.message));
};

describe('property thunks: toasts and statuses (spec point 8)', () => {
  it("archive failure without a server message falls back to 'Could not update property'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const messages = shownMessages();
    const store = makeStore();
    const result = await store.dispatch(archiveProperty({ id: 'p1', archived: true, isUnit: false }));
    expect(result.payload).toBe('Could not update property');
    expect(messages()).toEqual(['Could not update property']);
    expect(store.getState().properties!.archiveStatus).toBe('rejected');
  });

  it("the server's message wins over the default", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(404, {
          statusCode: 404,
          code: 'PROPERTY_NOT_FOUND',
          error: 'Not Found',
          message: 'Property not found',
        }),
      ),
    );
    const messages = shownMessages();
    await makeStore().dispatch(archiveProperty({ id: 'p1', archived: true, isUnit: false }));
    expect(messages()).toEqual(['Property not found']);
  });

  it('success toasts name the unit or the property', async () => {
    const unit = makeProperty({ type: 'unit', archived: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, unit),
      ),
    );
    const messages = shownMessages();
    const store = makeStore();
    await store.dispatch(archiveProperty({ id: unit.id, archived: true, isUnit: true }));
    await store.dispatch(archiveProperty({ id: unit.id, archived: false, isUnit: false }));
    await store.dispatch(deleteProperty({ id: unit.id, isUnit: true }));
    expect(messages()).toEqual([
      'Unit archived successfully',
      'Property restored successfully',
      'Unit deleted successfully',
    ]);
  });

  it('a request cancelled on purpose shows no toast and the list stays pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const messages = shownMessages();
    const store = makeStore();
    const request = store.dispatch(fetchProperties({ query: {} }));
    request.abort();
    await request;
    expect(store.getState().properties!.list.status).toBe('pending');
    expect(messages()).toEqual([]);
  });

  it('move image sends two PUTs: the source without the photo, then the destination with it', async () => {
    const photo = {
      id: '018f0000-0000-7000-8000-0000000000aa',
      name: 'a.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      url: '/a',
      previewUrl: null,
    };
    const from = makeProperty({ images: [photo] });
    const to = makeProperty({ type: 'unit', images: [] });
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse(200, url.endsWith(from.id) ? { ...from, images: [] } : { ...to, images: [photo] });
      }),
    );
    await makeStore().dispatch(moveImage({ imageId: photo.id, from, to }));
    expect(calls).toEqual([
      { url: `/api/properties/${from.id}`, body: { images: [] } },
      { url: `/api/properties/${to.id}`, body: { images: [photo.id] } },
    ]);
  });
});
