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
