/** The Redux store: slices of every feature, and the wiring of the API clients' events (spec points 4 and 8). */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer, loggedOut, saveUnauthChoices } from '../features/auth/state/auth-slice.ts';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import { uiReducer, offlineDetected } from '../features/shell/state/ui-slice.ts';
import { handleNetworkRestored } from '../features/shell/state/network.ts';
import { modalStackReducer } from '../components/ui/modal-stack/modal-stack-slice.ts';
import { propertiesReducer } from '../features/properties/state/properties-slice.ts';
import { setApiClientEvents } from '../lib/api-client.ts';
import { cartReducer, configuratorReducer, persistConfiguratorState, simpleConfiguratorReducer } from '../features/configurator/index.ts';
import { inventoryReducer } from '../features/inventory/index.ts';
import { contactsReducer } from '../features/contacts/index.ts';
import { documentsReducer } from '../features/documents/index.ts';
import { galleryReducer } from '../features/gallery/index.ts';
import { tenantsReducer } from '../features/tenants/index.ts';
import { leasesReducer } from '../features/leases/index.ts';
import { paymentsReducer } from '../features/payments/index.ts';

export const rootReducer = combineReducers({
  auth: authReducer,
  ui: uiReducer,
  modals: modalStackReducer,
  properties: propertiesReducer,
  configurator: configuratorReducer,
  cart: cartReducer,
  simpleConfigurator: simpleConfiguratorReducer,
  inventory: inventoryReducer,
  contacts: contactsReducer,
  documents: documentsReducer,
  gallery: galleryReducer,
  tenants: tenantsReducer,
  leases: leasesReducer,
  payments: paymentsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  let lastUnauth: AuthState['unauth'] = store.getState().auth.unauth;
  store.subscribe(() => {
    const { unauth } = store.getState().auth;
    if (unauth !== lastUnauth) {
      lastUnauth = unauth;
      saveUnauthChoices(unauth);
    }
  });
  persistConfiguratorState(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Connects the HTTP clients to the store: offline alert, restore-and-reload, unauthorized → logout. */
export function connectApiEvents(store: AppStore): void {
  setApiClientEvents({
    onNetworkError: () => store.dispatch(offlineDetected()),
    onNetworkRestored: () => handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState }),
    onUnauthorized: () => store.dispatch(loggedOut()),
  });
}
