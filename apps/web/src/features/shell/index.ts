/** Public surface of the app shell: the signed-in layout, the not-found screen, the offline alert, the ui slice and the first-run checklist widget. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { roles } from '@lintel/shared';
import { uiReducer } from './state/ui-slice.ts';
import { isFirstRunComplete } from './first-run/first-run-steps.ts';

export { OfflineAlert } from './components/offline-alert.tsx';
export { RootRouteError, RouteError } from './components/route-error.tsx';
export { offlineDetected } from './state/ui-slice.ts';
export { handleNetworkRestored } from './state/network.ts';

export const AppLayout = lazy(() => import('./routes/app-layout-route.tsx'));
export const NotFoundPage = lazy(() => import('./routes/not-found-page.tsx'));

export const shellFeature: AppFeature = {
  name: 'shell',
  reducers: { ui: uiReducer },
  // First in the feature list, so the first-run checklist is the dashboard's first widget for every role.
  // Once every step is done the checklist is gone from the dashboard, frame and all.
  widgets: [{ id: 'firstRun', roles, component: lazy(() => import('./first-run/first-run-widget.tsx')), hiddenWhen: isFirstRunComplete }],
};
