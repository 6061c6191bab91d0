/** Public surface of the dashboard: its screen and sidebar entry (its widgets come from the other features). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconDashboard } from '../../components/ui/icons.tsx';

const DashboardPage = lazy(() => import('./routes/dashboard-page.tsx'));

export const dashboardFeature: AppFeature = {
  name: 'dashboard',
  appRoutes: [{ path: paths.dashboard, element: page(DashboardPage) }],
  nav: [{ to: paths.dashboard, label: 'Dashboard', icon: IconDashboard }],
};
