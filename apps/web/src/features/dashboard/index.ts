/** Public surface of the dashboard: its screen and sidebar entry (the widgets come from the other features; the layout is in the data cache). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconDashboard } from './nav-icon.tsx';

// The widget area (its own chunk, with the data cache) is asked for together with the page, not after its first paint.
const DashboardPage = lazy(() => {
  void import('./components/dashboard-widgets.tsx');
  return import('./routes/dashboard-page.tsx');
});

/** The Widgets tab of the settings screen (loaded when shown). */
export const WidgetsSettingsTab = lazy(() => import('./widgets-settings-tab.tsx'));

export const dashboardFeature: AppFeature = {
  name: 'dashboard',
  appRoutes: [{ path: paths.dashboard, element: page(DashboardPage) }],
  nav: [{ to: paths.dashboard, label: 'Dashboard', icon: IconDashboard }],
};
