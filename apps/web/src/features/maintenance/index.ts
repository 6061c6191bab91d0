/**
 * Public surface of the maintenance feature (issue 12): the requests and services screens, the
 * request portal opened from a property's link without an account, sidebar entries, modals and the
 * open-requests dashboard widget. Server data lives in the data cache (api/maintenance-api.ts).
 */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { rolesAllowed } from '@lintel/shared';
import { IconWrench, IconChecklist } from './nav-icon.tsx';

const RequestsPage = lazy(() => import('./routes/requests-page.tsx'));
const ServicesPage = lazy(() => import('./routes/services-page.tsx'));
const PortalPage = lazy(() => import('./routes/portal-page.tsx'));

/** A property's request portal and newest requests, for the property page (issue 21 item 12). */
export const PropertyRequestsSection = lazy(() => import('./components/property-requests-section.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  createRequest: lazy(() => import('./modals/create-request-modal.tsx')),
  requestDetails: lazy(() => import('./modals/request-details-modal.tsx')),
  requestRejection: lazy(() => import('./modals/request-rejection-modal.tsx')),
  editRequestDetails: lazy(() => import('./modals/edit-request-details-modal.tsx')),
  createService: lazy(() => import('./modals/create-service-modal.tsx')),
  linkTask: lazy(() => import('./modals/link-task-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    maintenance: typeof modals;
  }
}

export const maintenanceFeature: AppFeature = {
  name: 'maintenance',
  appRoutes: [
    { path: paths.requests, element: page(RequestsPage) },
    { path: paths.services, element: page(ServicesPage) },
  ],
  // Opened from a property's printed QR code or link, without an account.
  publicRoutes: () => [{ path: '/portal/:token', element: page(PortalPage) }],
  nav: [
    { to: paths.requests, label: 'Requests', icon: IconWrench, roles: rolesAllowed('tenantRequest.read') },
    { to: paths.services, label: 'Services', icon: IconChecklist, roles: rolesAllowed('service.manage') },
  ],
  modals,
  widgets: [{ id: 'openRequests', roles: rolesAllowed('tenantRequest.manage'), component: lazy(() => import('./open-requests-widget.ts')) }],
};
