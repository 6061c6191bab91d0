/** Public surface of the tenant-applications feature: screens (one opened from an e-mailed link), sidebar entry and modal. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconClipboard } from '../../components/ui/icons.tsx';

const ApplicationsPage = lazy(() => import('./routes/applications-page.tsx'));
const ApplicationPage = lazy(() => import('./routes/application-page.tsx'));
const ApplyPage = lazy(() => import('./routes/apply-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = { applicationRequest: lazy(() => import('./modals/application-request-modal.tsx')) };
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    applications: typeof modals;
  }
}

export const applicationsFeature: AppFeature = {
  name: 'applications',
  appRoutes: [
    { path: paths.applications, element: page(ApplicationsPage) },
    { path: '/tenant-applications/:id', element: page(ApplicationPage) },
  ],
  // Opened from an e-mailed link without an account.
  publicRoutes: () => [{ path: '/apply/:token', element: page(ApplyPage) }],
  nav: [{ to: paths.applications, label: 'Applications', icon: IconClipboard, roles: rolesAllowed('application.manage') }],
  modals,
};
