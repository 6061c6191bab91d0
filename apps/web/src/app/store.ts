/** The Redux store: the slices every feature lists (app/features.ts), and the wiring of the API clients' events (spec points 4 and 8). */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { loggedOut, logoutStarted, saveUnauthChoices } from '../features/auth/index.ts';
import type { AuthState } from '../features/auth/index.ts';
import { offlineDetected, handleNetworkRestored } from '../features/shell/index.ts';
import { persistConfiguratorState } from '../features/configurator/index.ts';
import { modalStackReducer } from '../components/ui/modal-stack/modal-stack-slice.ts';
import { setApiClientEvents } from '../lib/api-client.ts';
import { attachDataCacheStore, dataCacheCleared, dataCacheMiddleware, dataCacheSlot } from '../lib/data-cache-slot.ts';
import { liveClient } from '../lib/live/live.ts';
import type { AppState } from '../lib/redux-hooks.ts';
import { appFeatures } from './features.ts';

/**
 * The root state: the keys each slice declares on `AppState` (lib/redux-hooks.ts) plus the lazy
 * slots, whose state is null until their chunk registers the slice (lib/lazy-reducer.ts).
 */
export type RootState = AppState;

// combineReducers over a list cannot infer the keys; AppState (declaration-merged beside each slice) names them.
export const rootReducer = combineReducers(
  Object.assign({ modals: modalStackReducer, dataCache: dataCacheSlot.reducer }, ...appFeatures.map((feature) => feature.reducers ?? {})),
) as unknown as Reducer<RootState>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(dataCacheMiddleware.middleware, forgetCacheOnLogout),
  });
  attachDataCacheStore(store);
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

/** A signed-out session keeps nothing of the last user's server data (the data cache starts empty). */
const forgetCacheOnLogout: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (loggedOut.match(action) || logoutStarted(action as UnknownAction)) api.dispatch(dataCacheCleared());
  return result;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Connects the HTTP clients to the store: offline alert, restore-and-reload, unauthorized → logout. */
export function connectApiEvents(store: AppStore): void {
  setApiClientEvents({
    onNetworkError: () => store.dispatch(offlineDetected()),
    onNetworkRestored: () => handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState }),
    onUnauthorized: () => store.dispatch(loggedOut()),
  });
  // Live events patch or invalidate the data cache through one table (lib/live/event-tags.ts). Loading
  // it loads the data cache (RTK Query) too: right after start, outside the first screen's JavaScript.
  void import('../lib/live/event-tags.ts').then(({ connectLiveCache }) => connectLiveCache(liveClient, store, () => store.getState().auth.user?.id));
}
