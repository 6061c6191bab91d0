/** Public surface of the leases feature: screens, sidebar entries, modals, store slot, the tenant's widget and the property page's section. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconSignature, IconHome } from './nav-icon.tsx';
import { leasesSlot } from './state/leases-slot.ts';

const LeasesPage = lazy(() => import('./routes/leases-page.tsx'));
const LeasePage = lazy(() => import('./routes/lease-page.tsx'));
const SignLeasePage = lazy(() => import('./routes/sign-lease-page.tsx'));
const MyLeasePage = lazy(() => import('./routes/my-lease-page.tsx'));

/** The leases of one property, shown on the property page (loaded when shown). */
export const PropertyLeasesSection = lazy(() => import('./property-leases-section.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  addLease: lazy(() => import('./modals/add-lease-modal.tsx')),
  terminateLease: lazy(() => import('./modals/terminate-lease-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    leases: typeof modals;
  }
}

export const leasesFeature: AppFeature = {
  name: 'leases',
  appRoutes: [
    { path: paths.leases, element: page(LeasesPage) },
    // Opened from notifications and e-mails by the landlord and the tenants (`handle.roles`, app/notification-links.test.tsx).
    { path: '/leases/:id', element: page(LeasePage), handle: { roles: rolesAllowed('lease.read') } },
    { path: '/leases/:id/sign', element: page(SignLeasePage), handle: { roles: rolesAllowed('lease.read') } },
    { path: paths.myLease, element: page(MyLeasePage) },
  ],
  // A tenant sees only their own lease.
  nav: [
    { to: paths.leases, label: 'Leases', icon: IconSignature, roles: rolesAllowed('lease.manage') },
    { to: paths.myLease, label: 'My lease', icon: IconHome, roles: ['tenant'] },
  ],
  modals,
  reducers: { leases: leasesSlot.reducer },
  widgets: [{ id: 'myLease', roles: ['tenant'], component: lazy(() => import('./my-lease-widget.tsx')) }],
};
