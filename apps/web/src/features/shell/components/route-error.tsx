/**
 * The error boundary of every route (issue 11 item 3), in Lintel's look instead of React Router's
 * developer page. A screen whose code cannot be loaded is either offline (the offline alert shows and
 * the page reloads once the server answers) or a chunk gone after a deploy (the page reloads once to
 * pick up the new build). Loaded eagerly with the router: it must work when no chunk can be fetched.
 */
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';
import { offlineDetected } from '../state/ui-slice.ts';
import { probeHealth } from '../state/network.ts';
import { OfflineAlert } from './offline-alert.tsx';
import { paths } from '../../../lib/paths.ts';

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

/** True for the error a lazy import throws when its chunk cannot be fetched (offline or gone after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

const RELOAD_KEY = 'lintel:chunk-reload';
/** Within this many ms after a chunk reload, the same URL failing again shows the error page instead of looping. */
const RELOAD_GUARD_MS = 60_000;

/**
 * Reloads the page once for `href` (a new build's index names the new chunks). Returns false, without
 * reloading, when this URL was already reloaded for a missing chunk in the last minute.
 */
export function reloadOnceForMissingChunk(
  href: string,
  { storage = sessionStorage, now = Date.now(), reload = () => window.location.reload() }: { storage?: Storage; now?: number; reload?: () => void } = {},
): boolean {
  try {
    const previous = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null') as { href: string; at: number } | null;
    if (previous && previous.href === href && now - previous.at < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ href, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}

type Phase = 'checking' | 'offline' | 'failed';

/** Body of the error screen; `reload` is injectable for tests. */
export function RouteErrorContent({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  const chunk = isChunkLoadError(error);
  const [phase, setPhase] = useState<Phase>(chunk ? 'checking' : 'failed');
  useEffect(() => {
    if (!chunk) return undefined;
    let cancelled = false;
    void probeHealth().then((online) => {
      if (cancelled) return;
      if (!online) {
        dispatch(offlineDetected());
        setPhase('offline');
      } else if (!reloadOnceForMissingChunk(window.location.href, { reload })) setPhase('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [chunk, dispatch, reload]);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = phase === 'offline' ? "This screen can't open while you're offline" : notFound ? 'Page not found' : "This screen couldn't be opened";
  const body =
    phase === 'offline'
      ? 'It opens by itself once Lintel can be reached again.'
      : phase === 'checking'
        ? 'Checking the connection…'
        : 'Something went wrong on our side. Try again; if it keeps happening, go back to the dashboard.';
  return (
    <Paper component="section" className="route-error" withBorder radius="md" p="xl" role="alert" aria-live="polite">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{body}</Text>
        <Group gap="sm">
          <Button onClick={reload}>Try again</Button>
          <Button component="a" href={paths.dashboard} variant="default">
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** errorElement of every route below the root: the shell around it stays. */
export function RouteError() {
  return <RouteErrorContent />;
}

/** errorElement of the root route: nothing else is on screen, so it brings its own offline alert. */
export function RootRouteError() {
  return (
    <main className="route-error-page">
      <OfflineAlert />
      <RouteErrorContent />
    </main>
  );
}
