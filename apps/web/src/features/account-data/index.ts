/** "Your data" (issue 30 item 15): a tab of the account settings to export everything and to close the account. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';

/** The settings tab's key: `/settings?tab=your-data` (the server's e-mails and notifications link here). */
export const YOUR_DATA_TAB = 'your-data';

export const accountDataFeature: AppFeature = {
  name: 'accountData',
  settingsTabs: [{ id: YOUR_DATA_TAB, label: 'Your data', component: lazy(() => import('./routes/your-data-tab.tsx')) }],
};
