/**
 * The store's side of the data cache (lib/data-cache.ts), small enough for the first screen: a lazy
 * reducer slot and a dynamic middleware that RTK Query fills when the data cache's chunk loads (the
 * store loads that chunk right after start), so `createApi` is not part of the first screen's
 * JavaScript (docs/performance-budgets.md#web: first load ≤ 200 KB), and the action that empties the cache on logout.
 */
import { createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { createLazyReducerSlot } from './lazy-reducer.ts';

/** The `dataCache` slot of the root reducer: null until the data cache registers. */
export const dataCacheSlot = createLazyReducerSlot<unknown>();
/** In every store's middleware; RTK Query's middleware is added to it at registration. */
export const dataCacheMiddleware = createDynamicMiddleware();
/** Dispatched on logout: the data cache forgets every answer (the next user starts empty). */
export const dataCacheCleared = createAction('dataCache/cleared');
/** Dispatched once the data cache registered, so a store made earlier fills its slot at once. */
export const dataCacheRegistered = createAction('dataCache/registered');

const stores = new Set<{ dispatch: (action: ReturnType<typeof dataCacheRegistered>) => unknown }>();
let registered = false;

/** Called by app/store.ts for each store it makes. */
export function attachDataCacheStore(store: { dispatch: (action: ReturnType<typeof dataCacheRegistered>) => unknown }): void {
  stores.add(store);
}

/** Called once by lib/data-cache.ts: fills the slot and the middleware of every store. */
export function registerDataCache(reducer: Reducer, ...middleware: Middleware[]): void {
  if (registered) return;
  registered = true;
  dataCacheSlot.register(reducer as Reducer<unknown>);
  dataCacheMiddleware.addMiddleware(...middleware);
  for (const store of stores) store.dispatch(dataCacheRegistered());
}

/** One query's entry in RTK Query's state, as far as a first-screen reader needs it. */
interface CachedQueryEntry {
  endpointName?: string;
  status?: string;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/**
 * The latest answer the data cache holds for `endpointName` (any argument), or undefined while none
 * has arrived — read from the `dataCache` state without importing RTK Query, for first-screen code
 * (a widget's `hiddenWhen`) that must not pull the cache's chunk in. The cache is emptied on logout,
 * so an answer is always the signed-in user's.
 */
export function cachedAnswer<T>(state: { dataCache?: unknown }, endpointName: string): T | undefined {
  const queries = (state.dataCache as { queries?: Record<string, CachedQueryEntry | undefined> } | null | undefined)?.queries;
  if (!queries) return undefined;
  let latest: CachedQueryEntry | undefined;
  for (const entry of Object.values(queries)) {
    if (entry?.endpointName !== endpointName || entry.data === undefined) continue;
    if (!latest || (entry.fulfilledTimeStamp ?? 0) > (latest.fulfilledTimeStamp ?? 0)) latest = entry;
  }
  return latest?.data as T | undefined;
}
