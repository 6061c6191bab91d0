/** Public surface of the dashboard: its screen, sidebar entry and widgets state (the widgets themselves come from the other features). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconDashboard } from './nav-icon.tsx';
import { widgetsReducer } from './state/widgets-slice.ts';

const DashboardPage = lazy(() => import('./routes/dashboard-page.tsx'));

/** The Widgets tab of the settings screen (loaded when shown). */
export const WidgetsSettingsTab = lazy(() => import('./widgets-settings-tab.tsx'));

export const dashboardFeature: AppFeature = {
  name: 'dashboard',
  appRoutes: [{ path: paths.dashboard, element: page(DashboardPage) }],
  nav: [{ to: paths.dashboard, label: 'Dashboard', icon: IconDashboard }],
  reducers: { widgets: widgetsReducer },
};
