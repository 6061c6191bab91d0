/**
 * The module list: every server module registered on the /api scope, in dependency order. A module
 * is `modules/<area>/index.ts` exporting one `<area>Module(api, deps, needs)` that registers its
 * routes (and jobs, subscribers) and returns the services later modules receive as `needs`.
 * Adding an area adds one line here (ARCHITECTURE.md "Adding an area").
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import { healthModule } from './health/index.ts';
import { filesModule } from './files/index.ts';
import { authModule } from './auth/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { propertiesModule } from './properties/index.ts';
import { shareLinksModule } from './share-links/index.ts';
import { contactsModule } from './contacts/index.ts';
import { inventoryModule } from './inventory/index.ts';
import { documentsModule } from './documents/index.ts';
import { galleryModule } from './gallery/index.ts';
import { configuratorModule } from './configurator/index.ts';
import { quotesModule } from './quotes/index.ts';
import { findTenant, tenantsModule } from './tenants/index.ts';
import { leaseTemplatesModule } from './lease-templates/index.ts';
import { applicationsModule } from './applications/index.ts';
import { activeLeasesOf, leasesModule } from './leases/index.ts';
import { moneyModule } from './money/index.ts';
import { linkWorkOrder, loadRequestForWorkOrder, maintenanceModule } from './maintenance/index.ts';
import { workOrderChatSubject, workOrderFacts, workOrdersModule } from './work-orders/index.ts';
import { chatModule, removeFromConversations } from './chat/index.ts';
import { widgetsModule } from './widgets/index.ts';
import { calendarModule } from './calendar/index.ts';
import { calculatorsModule } from './calculators/index.ts';
import { booksModule } from './books/index.ts';
import { accountDataModule, cancelClosureAtSignIn } from './account-data/index.ts';

/** Registers every module's routes on `api` (the /api scope). */
export function registerModules(api: FastifyInstance, deps: AppDeps): void {
  healthModule(api, deps);
  const files = filesModule(api, deps);
  const notifications = notificationsModule(api, deps);
  authModule(api, deps, {
    files,
    notificationsOf: notifications.summaryFor,
    // A tenant invitation names a tenant of the inviter's account; other types link no record.
    isInvitationTarget: async (accountId, type, targetId) =>
      type === 'tenant' ? (await findTenant(deps.db, accountId, targetId)) !== undefined : true,
    // Signing in during an account's grace period cancels its closing (account-data, registered last).
    onSignedIn: cancelClosureAtSignIn(deps),
  });
  // activeLease comes from the leases module, registered later because it builds on properties.
  const properties = propertiesModule(api, deps, { files, activeLeasesOf });
  shareLinksModule(api, deps);
  contactsModule(api, deps);
  inventoryModule(api, deps, { files });
  documentsModule(api, deps, { files });
  galleryModule(api, deps, { files, properties });
  const catalogue = configuratorModule(api, deps, { files });
  quotesModule(api, deps, { catalogue, files });
  const tenants = tenantsModule(api, deps, { files });
  leasesModule(api, deps, { files, tenants });
  applicationsModule(api, deps, { files, tenants });
  leaseTemplatesModule(api, deps);
  moneyModule(api, deps, { files });
  maintenanceModule(api, deps, { files, workOrderFacts });
  workOrdersModule(api, deps, {
    files,
    // A work order made from a tenant request or a property service carries its description and
    // attachments over and is linked both ways (issue 12).
    requestSources: {
      load: loadRequestForWorkOrder,
      link: async (tx, accountId, source, workOrderId) => {
        await linkWorkOrder(tx, accountId, source, workOrderId);
      },
    },
    // Providers not chosen leave the work order's chats in the same transaction (issue 21 item 2).
    onProvidersDeclined: removeFromConversations,
  });
  // Chat participants by subject kind (lease, quote request and direct are chat's own).
  chatModule(api, deps, { files, participantResolvers: { workOrder: (id, viewer, key, withUserId) => workOrderChatSubject(deps.db, id, viewer, key, withUserId) } });
  widgetsModule(api, deps);
  calendarModule(api, deps);
  calculatorsModule(api, deps, { catalogue });
  booksModule(api, deps);
  accountDataModule(api, deps);
}
