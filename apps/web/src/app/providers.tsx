/** App-wide providers: Redux store, Mantine theme and the notifications (toast) host. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store.ts';
import { theme } from './theme.ts';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" limit={4} />
        {children}
      </MantineProvider>
    </Provider>
  );
}
