/** The Redux store: the slices every feature lists (app/features.ts), and the wiring of the API clients' events (spec points 4 and 8). */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import { loggedOut, saveUnauthChoices } from '../features/auth/index.ts';
import type { AuthState } from '../features/auth/index.ts';
import { offlineDetected, handleNetworkRestored } from '../features/shell/index.ts';
import { persistConfiguratorState } from '../features/configurator/index.ts';
import { modalStackReducer } from '../components/ui/modal-stack/modal-stack-slice.ts';
import { setApiClientEvents } from '../lib/api-client.ts';
import type { AppState } from '../lib/redux-hooks.ts';
import { appFeatures } from './features.ts';

/**
 * The root state: the keys each slice declares on `AppState` (lib/redux-hooks.ts) plus the lazy
 * slots, whose state is null until their chunk registers the slice (lib/lazy-reducer.ts).
 */
export type RootState = AppState;

// combineReducers over a list cannot infer the keys; AppState (declaration-merged beside each slice) names them.
export const rootReducer = combineReducers(
  Object.assign({ modals: modalStackReducer }, ...appFeatures.map((feature) => feature.reducers ?? {})),
) as unknown as Reducer<RootState>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState: preloadedState as RootState | undefined });
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
