/** Renders a component the way the app does: store, Mantine, notifications and a memory router. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store.ts';
import type { RootState } from '../app/store.ts';
import type { User } from '@lintel/shared';
import { createInitialAuthState } from '../features/auth/index.ts';
import { theme } from '../app/theme.ts';
import { featureCatalogue } from '../app/features.ts';
import { FeatureCatalogueProvider } from '../lib/app-feature.tsx';

export { makeStore } from '../app/store.ts';
export { theme } from '../app/theme.ts';

export function renderWithApp(
  ui: ReactElement,
  options: { route?: string; path?: string; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(options.preloadedState);
  const result = render(
    <Provider store={store}>
      <FeatureCatalogueProvider value={featureCatalogue}>
        <MantineProvider theme={theme}>
          <Notifications />
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              <Route path="*" element={<div>elsewhere</div>} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </FeatureCatalogueProvider>
    </Provider>,
  );
  return { store, ...result };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A preloaded store state with `user` signed in (spec point 4: verified, tokens stored). */
export function signedInState(user: User): Partial<RootState> {
  return { auth: { ...createInitialAuthState(), user, isAuth: true } };
}
