/**
 * The offline alert of spec points 2/4: shown after a failed request (no response at all). While it
 * shows, the app watches for recovery itself (`online` events and `/api/health` probes with backoff,
 * issue 11 item 2), and 3 s after the server answers again the page reloads.
 */
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { Alert } from '@mantine/core';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { IconWifiOff } from '../../../components/ui/icons.tsx';
import { handleNetworkRestored, watchForRecovery } from '../state/network.ts';
import type { UiState } from '../state/ui-slice.ts';

/** `reload` defaults to reloading the page (tests pass their own). */
export function OfflineAlert({ reload }: { reload?: () => void } = {}) {
  const shown = useAppSelector((state) => state.ui.isOfflineAlertShown);
  const store = useStore<{ ui: UiState }>();
  useEffect(() => {
    if (!shown) return undefined;
    return watchForRecovery({ onRestored: () => handleNetworkRestored({ dispatch: store.dispatch, getState: store.getState, reload }) });
  }, [shown, store, reload]);
  if (!shown) return null;
  return (
    <div className="offline-alert" role="alert">
      <Alert color="red" variant="filled" icon={<IconWifiOff />} title="You're offline">
        Lintel can't be reached right now. Check your connection — this page reloads by itself once you're back online.
      </Alert>
    </div>
  );
}
