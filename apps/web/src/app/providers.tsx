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
          {/* Bottom: the header's actions and a dialog's × sit at the top (issue 11 item 7). */}
          <Notifications position="bottom-right" limit={4} />
          {children}
        </MantineProvider>
      </FeatureCatalogueProvider>
    </Provider>
  );
}
