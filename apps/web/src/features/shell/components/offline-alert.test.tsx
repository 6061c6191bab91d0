import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render.tsx';
import { offlineDetected } from '../state/ui-slice.ts';
import { cancelPendingRestore, handleNetworkRestored, PROBE_DELAYS_MS, RELOAD_AFTER_RESTORE_MS } from '../state/network.ts';
import { OfflineAlert } from './offline-alert.tsx';

afterEach(() => {
  cancelPendingRestore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets the probe's promise chain settle under fake timers. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

describe('offline alert', () => {
  it('appears on a network error and goes away 3 s after the network is back, reloading the page', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const reload = vi.fn();
    const { store } = renderWithApp(<OfflineAlert reload={reload} />);
    expect(screen.queryByText("You're offline")).toBeNull();
    act(() => {
      store.dispatch(offlineDetected());
    });
    expect(screen.getByText("You're offline")).toBeTruthy();
    act(() => {
      handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState, reload });
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText("You're offline")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("You're offline")).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('probes /api/health by itself while shown and reloads 3 s after a probe succeeds, with no request from the page (issue 11 item 2)', async () => {
    vi.useFakeTimers();
    let serverUp = false;
    const probed: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      probed.push(url);
      return serverUp ? Promise.resolve(new Response('{"status":"ok"}', { status: 200 })) : Promise.reject(new TypeError('Failed to fetch'));
    });
    const reload = vi.fn();
    const { store } = renderWithApp(<OfflineAlert reload={reload} />);
    act(() => {
      store.dispatch(offlineDetected());
    });
    act(() => vi.advanceTimersByTime(PROBE_DELAYS_MS[0]!));
    await flush();
    expect(probed).toEqual(['/api/health']);
    serverUp = true;
    act(() => vi.advanceTimersByTime(PROBE_DELAYS_MS[1]!));
    await flush();
    expect(probed).toEqual(['/api/health', '/api/health']);
    expect(screen.getByText("You're offline")).toBeTruthy();
    act(() => vi.advanceTimersByTime(RELOAD_AFTER_RESTORE_MS));
    expect(screen.queryByText("You're offline")).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('probes at once when the browser says it is online again', async () => {
    vi.useFakeTimers();
    const probed: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      probed.push(url);
      return Promise.resolve(new Response('{"status":"ok"}', { status: 200 }));
    });
    const reload = vi.fn();
    const { store } = renderWithApp(<OfflineAlert reload={reload} />);
    act(() => {
      store.dispatch(offlineDetected());
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await flush();
    expect(probed).toEqual(['/api/health']);
    act(() => vi.advanceTimersByTime(RELOAD_AFTER_RESTORE_MS));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("You're offline")).toBeNull();
  });
});
