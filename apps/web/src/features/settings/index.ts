/** Public surface of the settings screen: account settings, its modals, and the public Terms and Privacy pages. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconSettings } from './nav-icon.tsx';

const SettingsPage = lazy(() => import('./routes/settings-page.tsx'));
const TermsPage = lazy(() => import('./routes/legal-page.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./routes/legal-page.tsx').then((m) => ({ default: m.PrivacyPage })));

/** A sent invitation (a matcher of the data cache's action): other features' state follows it (tenants mark a tenant invited). */
export { inviteUserSent } from './api/invite-sent.ts';

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  accountInfo: lazy(() => import('./modals/account-info-modal.tsx')),
  accountEditMode: lazy(() => import('./modals/account-edit-mode-modal.tsx')),
  addCompany: lazy(() => import('./modals/add-company-modal.tsx')),
  inviteUser: lazy(() => import('./modals/invite-user-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    settings: typeof modals;
  }
}

export const settingsFeature: AppFeature = {
  name: 'settings',
  appRoutes: [{ path: paths.settings, element: page(SettingsPage) }],
  publicRoutes: () => [
    { path: paths.terms, element: page(TermsPage) },
    { path: paths.privacy, element: page(PrivacyPage) },
  ],
  nav: [{ to: paths.settings, label: 'Settings', icon: IconSettings }],
  modals,
};
