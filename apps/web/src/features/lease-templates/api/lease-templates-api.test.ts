/** Spec point 8 messages of the lease-form templates, through the data cache. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { jsonResponse, makeStore } from '../../../test/render.tsx';
import { leaseTemplatesApi } from './lease-templates-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shown = () => vi.spyOn(notifications, 'show').mockImplementation(() => 'id');

describe('lease-form template messages (spec point 8)', () => {
  it("a failed share without a server message says 'Failed to share lease template'", async () => {
    const show = shown();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    const result = await makeStore().dispatch(leaseTemplatesApi.endpoints.shareLeaseTemplate.initiate({ id: '018f0000-0000-7000-8000-000000000001', email: 'a@example.com' }));
    expect(result.error).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Failed to share lease template' }));
  });

  it("a failed look-up by token says 'Failed to get lease template by token' unless the server says more", async () => {
    const show = shown();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    const store = makeStore();
    const first = await store.dispatch(leaseTemplatesApi.endpoints.sharedLeaseTemplate.initiate('t'.repeat(43)));
    expect(first.error).toMatchObject({ message: 'Failed to get lease template by token' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'This link is invalid or has expired' })),
    );
    const second = await store.dispatch(leaseTemplatesApi.endpoints.sharedLeaseTemplate.initiate('u'.repeat(43)));
    expect(second.error).toMatchObject({ message: 'This link is invalid or has expired' });
    expect(show).toHaveBeenCalledTimes(2);
  });
});
