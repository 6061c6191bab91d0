/**
 * The app's one live-channel client and its React hooks. The client connects while a user is signed
 * in (useLiveConnection, mounted once by LiveStatus in the app's root), re-authenticates after every
 * token refresh of lib/api-client.ts, and after a reconnect fires the app-level `live:resync` window
 * event that list pages (usePagedList) answer by refetching.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onTokensRefreshed, refreshSession, tokenStorage } from '../api-client.ts';
import { createLiveClient } from './live-client.ts';
import type { LiveClient, LiveEventEnvelope, LiveState } from './live-client.ts';
import type { EventType } from '@lintel/shared';

/** The window event fired after the live channel reconnects: refetch what may have been missed. */
export const LIVE_RESYNC_EVENT = 'live:resync';

/** ws(s)://<this host>/api/live: through the Vite dev proxy in development, the API server in production. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}

/** Wires a client to the app: re-auth after token refreshes, resync as a window event. Returns the unwiring. */
export function wireLiveClient(client: LiveClient): () => void {
  const offRefresh = onTokensRefreshed(() => client.reauthenticate());
  const offResync = client.onResync(() => window.dispatchEvent(new Event(LIVE_RESYNC_EVENT)));
  return () => {
    offRefresh();
    offResync();
  };
}

export const liveClient: LiveClient = createLiveClient({
  url: () => liveUrl(),
  getToken: () => tokenStorage.getAccessToken(),
  refreshToken: () => refreshSession(),
});
wireLiveClient(liveClient);

/** Keeps `client` connected while `signedIn` is true. */
export function useLiveConnection(signedIn: boolean, client: LiveClient = liveClient): void {
  useEffect(() => {
    if (!signedIn) return;
    client.start();
    return () => client.stop();
  }, [signedIn, client]);
}

/** The client's connection state, re-rendering on change. */
export function useLiveState(client: LiveClient = liveClient): LiveState {
  return useSyncExternalStore(client.onState, client.getState, client.getState);
}

/** Calls `handler` for each live event of `type` ('*' for all) while mounted; the latest handler is used. */
export function useLiveEvent<T extends EventType>(
  type: T | '*',
  handler: (event: LiveEventEnvelope<T>) => void,
  client: LiveClient = liveClient,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.on(type, (event) => latest.current(event)), [type, client]);
}

/** Calls `callback` after each reconnect of the live channel (the `live:resync` signal). */
export function useLiveResync(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(LIVE_RESYNC_EVENT, listener);
    return () => window.removeEventListener(LIVE_RESYNC_EVENT, listener);
  }, []);
}
