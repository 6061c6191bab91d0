/** The offline alert of spec point 2/4: shown after a 'Network Error', cleared after the network is back. */
import { Alert } from '@mantine/core';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import { IconWifiOff } from '../../../components/ui/icons.tsx';

export function OfflineAlert() {
  const shown = useAppSelector((state) => state.ui.isOfflineAlertShown);
  if (!shown) return null;
  return (
    <div className="offline-alert" role="alert">
      <Alert color="red" variant="filled" icon={<IconWifiOff />} title="You are offline">
        We can't reach Lintel. Check your connection — the page reloads by itself once you're back online.
      </Alert>
    </div>
  );
}
