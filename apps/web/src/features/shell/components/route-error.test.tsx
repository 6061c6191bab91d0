import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { makeStore, theme } from '../../../test/render.tsx';
import { OfflineAlert } from './offline-alert.tsx';
import { isChunkLoadError, reloadOnceForMissingChunk, RouteErrorContent } from './route-error.tsx';
import { cancelPendingRestore } from '../state/network.ts';

afterEach(() => {
  cancelPendingRestore();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/route-leases-page-OLD.js');

/** A router whose only screen is a lazy chunk that fails to load with `error`, as after a deploy or offline. */
function renderFailingRoute(error: Error, reload: () => void) {
  const Broken = lazy<ComponentType>(() => Promise.reject(error));
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        path: '/leases',
        element: (
          <Suspense fallback={<p>loading</p>}>
            <Broken />
          </Suspense>
        ),
        errorElement: (
          <>
            <OfflineAlert reload={reload} />
            <RouteErrorContent reload={reload} />
          </>
        ),
      },
    ],
    { initialEntries: ['/leases'] },
  );
  render(
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return store;
}

describe('route error boundary (issue 11 item 3)', () => {
  it('tells a chunk-load failure from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('offline: shows the offline alert and Lintel’s screen with a retry, not the router’s developer page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const reload = vi.fn();
    const store = renderFailingRoute(chunkError(), reload);
    expect(await screen.findByText("This screen can't open while you're offline")).toBeTruthy();
    expect(screen.getByText("You're offline")).toBeTruthy();
    expect(store.getState().ui.isOfflineAlertShown).toBe(true);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a chunk gone after a deploy (server answers) reloads the page once, then shows the error screen', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"status":"ok"}', { status: 200 })));
    const reload = vi.fn();
    renderFailingRoute(chunkError(), reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reloadOnceForMissingChunk(window.location.href, { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('any other error shows Lintel’s screen with a retry', async () => {
    const reload = vi.fn();
    renderFailingRoute(new Error('boom'), reload);
    expect(await screen.findByText("This screen couldn't be opened")).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnceForMissingChunk', () => {
  it('reloads once per URL within a minute, and again after it', () => {
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk('http://x/leases', { reload, now: 1_000_000 })).toBe(true);
    expect(reloadOnceForMissingChunk('http://x/leases', { reload, now: 1_030_000 })).toBe(false);
    expect(reloadOnceForMissingChunk('http://x/tenants', { reload, now: 1_030_000 })).toBe(true);
    expect(reloadOnceForMissingChunk('http://x/leases', { reload, now: 1_070_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
