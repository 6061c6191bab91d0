/** Public surface of the lease-form templates feature: its screen and the shared-by-token page. */
import { lazy } from 'react';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { paths } from '../../lib/paths.ts';

const LeaseTemplatesPage = lazy(() => import('./routes/lease-templates-page.tsx'));
const SharedLeaseTemplatePage = lazy(() => import('./routes/shared-lease-template-page.tsx'));

export const leaseTemplatesFeature: AppFeature = {
  name: 'lease-templates',
  appRoutes: [{ path: paths.leaseTemplates, element: page(LeaseTemplatesPage) }],
  // Spec point 1: shared by token, opened without an account.
  publicRoutes: () => [{ path: '/lease-form-templates/shared/:token', element: page(SharedLeaseTemplatePage) }],
};
