import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { jsonResponse } from '../../../test/render.tsx';
import { loadSharedLeaseTemplate, shareLeaseTemplate } from './lease-template-calls.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shown = () => vi.spyOn(notifications, 'show').mockImplementation(() => 'id');

describe('lease-form template messages (spec point 8)', () => {
  it("a failed share without a server message says 'Failed to share lease template'", async () => {
    const show = shown();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    expect(await shareLeaseTemplate('018f0000-0000-7000-8000-000000000001', 'a@example.com')).toBe(false);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Failed to share lease template' }));
  });

  it("a failed look-up by token says 'Failed to get lease template by token' unless the server says more", async () => {
    const show = shown();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    expect(await loadSharedLeaseTemplate('t'.repeat(43))).toEqual({ template: null, error: 'Failed to get lease template by token' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'This link is invalid or has expired' })),
    );
    expect((await loadSharedLeaseTemplate('t'.repeat(43))).error).toBe('This link is invalid or has expired');
    expect(show).toHaveBeenCalledTimes(2);
  });
});
