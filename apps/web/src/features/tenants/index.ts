/** Public surface of the tenants feature: screen, sidebar entry, modals and store slot (the slice loads with the screens). */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconUsers } from './nav-icon.tsx';
import { tenantsSlot } from './state/tenants-slot.ts';

const TenantsPage = lazy(() => import('./routes/tenants-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  tenantForm: lazy(() => import('./modals/tenant-form-modal.tsx')),
  tenantDetails: lazy(() => import('./modals/tenant-details-modal.tsx')),
  deleteTenant: lazy(() => import('./modals/delete-tenant-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    tenants: typeof modals;
  }
}

export const tenantsFeature: AppFeature = {
  name: 'tenants',
  appRoutes: [{ path: paths.tenants, element: page(TenantsPage) }],
  // Leasing (issue 3): landlords manage tenants, leases and applications.
  nav: [{ to: paths.tenants, label: 'Tenants', icon: IconUsers, roles: rolesAllowed('tenant.manage') }],
  modals,
  reducers: { tenants: tenantsSlot.reducer },
};
