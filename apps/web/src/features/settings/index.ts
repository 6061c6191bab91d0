/** Public surface of the settings screen. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconSettings } from '../../components/ui/icons.tsx';

const SettingsPage = lazy(() => import('./routes/settings-page.tsx'));

export const settingsFeature: AppFeature = {
  name: 'settings',
  appRoutes: [{ path: paths.settings, element: page(SettingsPage) }],
  nav: [{ to: paths.settings, label: 'Settings', icon: IconSettings }],
};
