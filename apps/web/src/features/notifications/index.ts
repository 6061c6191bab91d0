/**
 * Public surface of the notifications feature (issue 13): the bell for the shell's top bar, the
 * notifications modal (lazy), the bell's slice and the Notifications tab of account settings.
 */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { bellReducer } from './state/bell-slice.ts';

export { NotificationBell } from './components/notification-bell.tsx';

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = { notifications: lazy(() => import('./modals/notifications-modal.tsx')) };
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    notifications: typeof modals;
  }
}

export const notificationsFeature: AppFeature = {
  name: 'notifications',
  modals,
  reducers: { notificationsBell: bellReducer },
  settingsTabs: [{ id: 'notifications', label: 'Notifications', component: lazy(() => import('./routes/notification-settings-tab.tsx')) }],
};
