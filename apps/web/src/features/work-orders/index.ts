/**
 * Public surface of the work-orders feature: the landlord's list and work order page, the provider's
 * inbox, the shared page (no account), the modals (workOrderForm opens by name from other features
 * with `{ source?: { kind, id } }`), the sidebar entries by role and the `workOrders` dashboard widget.
 */
import { lazy } from 'react';
import { rolesAllowed } from '@lintel/shared';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';
import { IconClipboard } from '../../components/ui/icons.tsx';

const WorkOrdersPage = lazy(() => import('./routes/work-orders-page.tsx'));
const WorkOrderPage = lazy(() => import('./routes/work-order-page.tsx'));
const WorkOrderInboxPage = lazy(() => import('./routes/work-order-inbox-page.tsx'));
const SharedWorkOrderPage = lazy(() => import('./routes/shared-work-order-page.tsx'));

/** A property's newest work orders, for the property page (issue 21 item 12). */
export const PropertyWorkOrdersSection = lazy(() => import('./components/property-work-orders-section.tsx'));

export type { WorkOrderFormProps, WorkOrderPrefill } from './modals/work-order-form-modal.tsx';

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  workOrderForm: lazy(() => import('./modals/work-order-form-modal.tsx')),
  workOrderDetails: lazy(() => import('./modals/work-order-details-modal.tsx')),
  shareWorkOrder: lazy(() => import('./modals/share-work-order-modal.tsx')),
  requestQuote: lazy(() => import('./modals/request-quote-modal.tsx')),
  quoteReview: lazy(() => import('./modals/quote-review-modal.tsx')),
  previewQuote: lazy(() => import('./modals/preview-quote-modal.tsx')),
  rating: lazy(() => import('./modals/rating-modal.tsx')),
  completeWorkOrder: lazy(() => import('./modals/complete-work-order-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    'work-orders': typeof modals;
  }
}

export const workOrdersFeature: AppFeature = {
  name: 'work-orders',
  appRoutes: [
    { path: paths.workOrders, element: page(WorkOrdersPage) },
    { path: paths.workOrderInbox, element: page(WorkOrderInboxPage) },
    // Its landlord and the providers asked or assigned (`handle.roles`, app/notification-links.test.tsx).
    { path: '/work-orders/:id', element: page(WorkOrderPage), handle: { roles: rolesAllowed('workOrder.read') } },
  ],
  publicRoutes: () => [{ path: '/work-orders/shared/:token', element: page(SharedWorkOrderPage) }],
  nav: [
    { to: paths.workOrders, label: 'Work orders', icon: IconClipboard, roles: rolesAllowed('workOrder.manage'), end: true },
    // The provider's one inbox (issue 21 item 8): requests for quotes of both kinds and their jobs.
    { to: paths.workOrderInbox, label: 'Inbox', icon: IconClipboard, roles: rolesAllowed('workOrder.work') },
  ],
  modals,
  widgets: [{ id: 'workOrders', roles: rolesAllowed('workOrder.manage'), component: lazy(() => import('./components/work-orders-widget.tsx')) }],
};
