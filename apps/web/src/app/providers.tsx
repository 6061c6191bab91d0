/** App-wide providers: Redux store, Mantine theme, the notifications (toast) host and the feature catalogue (sidebar, widgets). */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FeatureCatalogueProvider } from '../lib/app-feature.tsx';
import type { AppStore } from './store.ts';
import { theme } from './theme.ts';
import { featureCatalogue } from './features.ts';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <FeatureCatalogueProvider value={featureCatalogue}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {/* Each toast picks its own place, covering no control (lib/toast.ts, issue 22 item 8); stacked, so
              two toasts take the room of one. */}
          <Notifications position="bottom-right" containerWidth={380} limit={4} layout="stacked" />
          {children}
        </MantineProvider>
      </FeatureCatalogueProvider>
    </Provider>
  );
}
