import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@lintel/shared';
import { makeStore } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import { GuestOnly, landingPathFor, RequireAuth } from './session-gate.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderRoutes(initial: string) {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <h1>Sign in</h1>
          </GuestOnly>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <h1>Dashboard</h1>
          </RequireAuth>
        ),
      },
      {
        path: '/properties',
        element: (
          <RequireAuth>
            <h1>Properties</h1>
          </RequireAuth>
        ),
      },
      {
        path: '/sign-up/steps',
        element: (
          <RequireAuth allowUnfinishedSignup>
            <h1>Steps</h1>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <Provider store={store}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { store, router };
}

describe('route guards (spec point 4)', () => {
  it('sends a guest from a protected page to /login and keeps the url', async () => {
    const { store } = renderRoutes('/properties?type=cottage');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(store.getState().auth.unauth.redirectUrl).toBe('/properties?type=cottage');
  });

  it('loads the user from a stored token and lets a verified user in', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'jwt');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeUser())),
    );
    renderRoutes('/properties');
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeTruthy();
  });

  it('treats a user with an unverified e-mail as signed out', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'jwt');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeUser({ emailVerified: false }))),
    );
    renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a user who has not finished sign-up to the steps', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'jwt');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeUser({ signupStep: 'role' }))),
    );
    renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Steps' })).toBeTruthy();
  });

  it('after sign-in goes to the server redirect url, then the kept url, then the dashboard', () => {
    expect(landingPathFor(makeUser({ redirectUrl: '/properties/abc' }), '/settings')).toBe('/properties/abc');
    expect(landingPathFor(makeUser(), '/settings')).toBe('/settings');
    expect(landingPathFor(makeUser(), null)).toBe('/dashboard');
    expect(landingPathFor(makeUser({ signupStep: 'form' }), '/settings')).toBe('/sign-up/steps');
  });
});
