/**
 * The feature list: one line per feature (ARCHITECTURE.md "Adding an area"). The router, the store,
 * the modal registry, the sidebar and the dashboard read it; order = sidebar and widget order.
 */
import type { AppFeature, FeatureCatalogue } from '../lib/app-feature.tsx';
import { authFeature } from '../features/auth/index.ts';
import { shellFeature } from '../features/shell/index.ts';
import { dashboardFeature } from '../features/dashboard/index.ts';
import { propertiesFeature } from '../features/properties/index.ts';
import { tenantsFeature } from '../features/tenants/index.ts';
import { leasesFeature } from '../features/leases/index.ts';
import { applicationsFeature } from '../features/applications/index.ts';
import { leaseTemplatesFeature } from '../features/lease-templates/index.ts';
import { paymentsFeature } from '../features/payments/index.ts';
import { configuratorFeature } from '../features/configurator/index.ts';
import { quotesFeature } from '../features/quotes/index.ts';
import { inventoryFeature } from '../features/inventory/index.ts';
import { contactsFeature } from '../features/contacts/index.ts';
import { documentsFeature } from '../features/documents/index.ts';
import { galleryFeature } from '../features/gallery/index.ts';
import { settingsFeature } from '../features/settings/index.ts';
import { maintenanceFeature } from '../features/maintenance/index.ts';
import { workOrdersFeature } from '../features/work-orders/index.ts';
import { notificationsFeature } from '../features/notifications/index.ts';
import { chatFeature } from '../features/chat/index.ts';
import { calendarFeature } from '../features/calendar/index.ts';
import { calculatorsFeature } from '../features/calculators/index.ts';
import { booksFeature } from '../features/books/index.ts';
import { accountDataFeature } from '../features/account-data/index.ts';

export const appFeatures: readonly AppFeature[] = [
  authFeature,
  shellFeature,
  dashboardFeature,
  propertiesFeature,
  tenantsFeature,
  leasesFeature,
  applicationsFeature,
  leaseTemplatesFeature,
  paymentsFeature,
  workOrdersFeature,
  configuratorFeature,
  quotesFeature,
  inventoryFeature,
  contactsFeature,
  documentsFeature,
  galleryFeature,
  maintenanceFeature,
  chatFeature,
  calendarFeature,
  calculatorsFeature,
  booksFeature,
  settingsFeature,
  notificationsFeature,
  accountDataFeature,
];

/** What screens read at run time: every feature's sidebar entries and dashboard widgets, in list order. */
export const featureCatalogue: FeatureCatalogue = {
  nav: appFeatures.flatMap((feature) => feature.nav ?? []),
  widgets: appFeatures.flatMap((feature) => feature.widgets ?? []),
  settingsTabs: appFeatures.flatMap((feature) => feature.settingsTabs ?? []),
};
