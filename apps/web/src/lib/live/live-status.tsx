/** Keeps the live channel connected while signed in, and shows a small "Reconnecting…" badge while it is down. */
import { Loader } from '@mantine/core';
import { useAppSelector } from '../redux-hooks.ts';
import { liveClient, useLiveConnection, useLiveState } from './live.ts';
import type { LiveClient } from './live-client.ts';

export function LiveStatus({ client = liveClient }: { client?: LiveClient }) {
  const signedIn = useAppSelector((state) => state.auth.isAuth && state.auth.user !== null);
  useLiveConnection(signedIn, client);
  const state = useLiveState(client);
  if (!signedIn || state !== 'reconnecting') return null;
  return (
    <div className="live-status" role="status" aria-live="polite">
      <Loader size={12} aria-hidden />
      <span>Reconnecting…</span>
    </div>
  );
}
