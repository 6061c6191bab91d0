/** Issue 11 item 13: a visitor who signs in from the cart is brought back to the cart, not the dashboard. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { makeStore, theme } from '../../../test/render.tsx';
import ConfiguratorShell from './configurator-shell.tsx';

function LoginProbe() {
  const from = (useLocation().state as { from?: string } | null)?.from ?? null;
  // The sign-in page sends a signed-in user to `state.from` (auth's landingPathFor).
  return <p>after sign-in: {from ?? '/dashboard'}</p>;
}

describe('configurator header', () => {
  it('Sign in remembers the cart, so signing in lands back on it', async () => {
    const router = createMemoryRouter(
      [
        { element: <ConfiguratorShell signedInLayout={<p>app</p>} />, children: [{ path: '/configurator/cart', element: <p>cart</p> }] },
        { path: '/login', element: <LoginProbe /> },
      ],
      { initialEntries: ['/configurator/cart'] },
    );
    render(
      <Provider store={makeStore()}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('after sign-in: /configurator/cart')).toBeTruthy();
  });
});
