/** Spec points 4 and 8: after the network is restored, 3000 ms later reload if the offline alert was showing, and clear it. */
import { offlineAlertCleared } from './ui-slice.ts';
import type { UiState } from './ui-slice.ts';

export const RELOAD_AFTER_RESTORE_MS = 3000;

interface Deps {
  dispatch: (action: { type: string }) => unknown;
  getState: () => { ui: UiState };
  reload?: () => void;
}

let pendingTimer: ReturnType<typeof setTimeout> | null = null;

/** Schedules the reload-and-clear; a second restore signal before it fires does not schedule another. */
export function handleNetworkRestored({ dispatch, getState, reload = () => window.location.reload() }: Deps): void {
  if (pendingTimer) return;
  pendingTimer = setTimeout(() => {
    pendingTimer = null;
    const wasShowing = getState().ui.isOfflineAlertShown;
    dispatch(offlineAlertCleared());
    if (wasShowing) reload();
  }, RELOAD_AFTER_RESTORE_MS);
}

/** For tests. */
export function cancelPendingRestore(): void {
  if (pendingTimer) clearTimeout(pendingTimer);
  pendingTimer = null;
}

/**
 * Probe delays while the offline alert shows (issue 11 item 2): 1 s, 2 s, 4 s, then every
 * MAX_PROBE_INTERVAL_MS. An `online` event probes at once and starts the backoff again.
 */
export const PROBE_DELAYS_MS: readonly number[] = [1000, 2000, 4000];
export const MAX_PROBE_INTERVAL_MS = 5000;

/** True when `GET /api/health` answers 2xx; any network failure or other status is false. */
export async function probeHealth(fetchImpl: typeof fetch = globalThis.fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/api/health', { cache: 'no-store', headers: { Accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

interface WatchOptions {
  /** Resolves true once the server answers. */
  probe?: () => Promise<boolean>;
  /** Called once, on the first successful probe. */
  onRestored: () => void;
  /** Where `online` events come from (window in the browser). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Watches for the network coming back while the offline alert shows: probes `/api/health` with
 * backoff and on every `online` event, and calls `onRestored` once when a probe succeeds.
 * Returns a stop function (idempotent).
 */
export function watchForRecovery({ probe = () => probeHealth(), onRestored, events = window }: WatchOptions): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let probing = false;

  const schedule = () => {
    if (stopped) return;
    const delay = PROBE_DELAYS_MS[attempt] ?? MAX_PROBE_INTERVAL_MS;
    attempt += 1;
    timer = setTimeout(run, delay);
  };
  const run = () => {
    timer = null;
    if (stopped || probing) return;
    probing = true;
    void probe().then((ok) => {
      probing = false;
      if (stopped) return;
      if (ok) {
        stop();
        onRestored();
      } else if (timer === null) schedule();
    });
  };
  const onOnline = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    attempt = 0;
    run();
  };
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    events.removeEventListener('online', onOnline);
  };
  events.addEventListener('online', onOnline);
  schedule();
  return stop;
}
