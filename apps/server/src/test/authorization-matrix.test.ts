/**
 * docs/design.md#security-baseline: every API route has an entry here saying who may call it; a new
 * route without one fails. Each guarded route answers 401 without a token and 403 to the wrong roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, rolesAllowed, type Action, type Role } from '@lintel/shared';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createUser, type TestUser } from './factories.ts';

/** Who may call a route: anyone, any signed-in user, or the roles the permissions table gives an action. */
type Access = 'public' | 'signedIn' | Action;

const access: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  // Operators' scrape: open, or a bearer METRICS_TOKEN (not a user session) when set (platform/metrics.test.ts).
  'GET /api/metrics': 'public',
  // The live channel authenticates in its first WebSocket frame (4401 without a valid token: live.test.ts).
  'GET /api/live': 'public',
  'POST /api/auth/local/register': 'public',
  'POST /api/auth/local/login': 'public',
  'POST /api/auth/token/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'PUT /api/auth/email/verify/:token': 'public',
  'POST /api/auth/email/resend': 'public',
  'GET /api/auth/forgot-password/:email': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/provider/:provider/register': 'public',
  'POST /api/auth/provider/:provider/login': 'public',
  'PATCH /api/auth/fill-user-steps/:step': 'signedIn',
  'PATCH /api/auth/fill-sp-steps': 'company.update',
  'GET /api/users/me': 'signedIn',
  // Notifications: every role has a bell; each user reads and marks only their own (404 otherwise).
  'GET /api/notifications': 'notification.read',
  'PUT /api/notifications/seen-all': 'notification.read',
  'PUT /api/notifications/:id/seen': 'notification.read',
  'GET /api/notifications/preferences': 'notification.read',
  'PUT /api/notifications/preferences': 'notification.read',
  'PUT /api/users/reset/redirect-url': 'signedIn',
  'PUT /api/users/update/user-details': 'signedIn',
  'POST /api/users/invite-user/:userId': 'user.invite',
  'POST /api/users/create/company-details': 'company.manage',
  'PUT /api/users/update/company-details': 'company.manage',
  'DELETE /api/users/delete/company-details': 'company.manage',
  'GET /api/widgets/get-user': 'widget.manage',
  'PUT /api/widgets/wrap': 'widget.manage',
  'PUT /api/widgets/toggle-visibility/:id': 'widget.manage',
  'POST /api/files': 'signedIn',
  'GET /api/files/:id': 'public',
  'GET /api/properties': 'property.manage',
  'GET /api/properties/statistics': 'property.manage',
  'POST /api/properties': 'property.manage',
  'GET /api/properties/:id': 'property.manage',
  'PUT /api/properties/:id': 'property.manage',
  'DELETE /api/properties/:id': 'property.manage',
  'PATCH /api/properties/:id/archive': 'property.manage',
  'POST /api/properties/:id/rooms': 'property.manage',
  'PUT /api/properties/:id/rooms/:roomId': 'property.manage',
  'DELETE /api/properties/:id/rooms/:roomId': 'property.manage',
  'GET /api/amenities': 'signedIn',
  'GET /api/contacts': 'contact.manage',
  'POST /api/contacts': 'contact.manage',
  'PUT /api/contacts/:id': 'contact.manage',
  'DELETE /api/contacts/:id': 'contact.manage',
  'POST /api/contacts/share-contact': 'contact.manage',
  'POST /api/contacts/:id/share-links': 'contact.manage',
  'GET /api/contacts/:id/share-links': 'contact.manage',
  'DELETE /api/contacts/:id/share-links': 'contact.manage',
  // Share links of one's own records (issue 25 item 5): revoking one by id.
  'DELETE /api/share-links/:id': 'shareLink.manage',
  'GET /api/contacts/get-by-token/:token': 'signedIn',
  'GET /api/contacts/share-preview/:token': 'public',
  'POST /api/contacts/add/:token': 'contact.manage',
  'GET /api/categories': 'contact.manage',
  'POST /api/categories': 'contact.manage',
  'GET /api/contractor-sub-categories': 'contact.manage',
  'GET /api/inventories': 'inventory.manage',
  'POST /api/inventories': 'inventory.manage',
  'POST /api/inventories/multiple-delete': 'inventory.manage',
  'GET /api/inventories/:id': 'inventory.manage',
  'PUT /api/inventories/:id': 'inventory.manage',
  'DELETE /api/inventories/:id': 'inventory.manage',
  'GET /api/group-inventories': 'inventory.manage',
  'POST /api/group-inventories': 'inventory.manage',
  'GET /api/group-inventories/:id': 'inventory.manage',
  'PUT /api/group-inventories/:id': 'inventory.manage',
  'DELETE /api/group-inventories/:id': 'inventory.manage',
  'PUT /api/group-inventories/ungroup/:id': 'inventory.manage',
  'POST /api/group-inventories/add/:id': 'inventory.manage',
  'GET /api/documents': 'document.manage',
  'POST /api/documents': 'document.manage',
  'PUT /api/documents/move-to-folder': 'document.manage',
  'DELETE /api/documents/destroy-multiple': 'document.manage',
  'PUT /api/documents/:id': 'document.manage',
  'DELETE /api/documents/:id': 'document.manage',
  'GET /api/document-folders': 'document.manage',
  'POST /api/document-folders': 'document.manage',
  'DELETE /api/document-folders/:id': 'document.manage',
  'GET /api/galleries': 'gallery.manage',
  'POST /api/galleries': 'gallery.manage',
  'PUT /api/galleries/move-images': 'gallery.manage',
  'DELETE /api/galleries/delete-images': 'gallery.manage',
  'GET /api/galleries/widget-data': 'gallery.manage',
  'GET /api/questions': 'public',
  'GET /api/questions/get-by-name/:name': 'public',
  'GET /api/project-types': 'public',
  'GET /api/addons': 'public',
  'POST /api/project-models/layout-options': 'public',
  'GET /api/houses/:id': 'projectModel.manage',
  'POST /api/project-models': 'projectModel.manage',
  'PUT /api/project-models/save': 'projectModel.manage',
  'POST /api/project-models/multiple/:status': 'projectModel.manage',
  'GET /api/project-models/groups/:status': 'projectModel.manage',
  'PUT /api/project-models/:id': 'projectModel.manage',
  'DELETE /api/project-models/:id': 'projectModel.manage',
  // Leasing: landlords manage; a tenant reads and signs the leases they are on.
  'GET /api/tenants': 'tenant.manage',
  'GET /api/tenants/:id': 'tenant.manage',
  'POST /api/tenants': 'tenant.manage',
  'PUT /api/tenants/:id': 'tenant.manage',
  'DELETE /api/tenants/:id': 'tenant.manage',
  'POST /api/leases': 'lease.manage',
  'GET /api/leases': 'lease.read',
  'GET /api/leases/get-active': 'lease.read',
  'POST /api/leases/validate-dates': 'lease.manage',
  'POST /api/leases/terminate/:id': 'lease.manage',
  'GET /api/leases/:id': 'lease.read',
  'DELETE /api/leases/:id': 'lease.manage',
  'POST /api/leases/:id/send-for-signature': 'lease.manage',
  'POST /api/leases/:id/sign': 'lease.read',
  'GET /api/leases/:id/document': 'lease.read',
  'GET /api/leases/:id/signed-document': 'lease.read',
  'GET /api/leases/:id/audit': 'lease.read',
  'POST /api/tenant-applications/links': 'application.manage',
  'GET /api/tenant-applications': 'application.manage',
  'GET /api/tenant-applications/:id': 'application.manage',
  'POST /api/tenant-applications/:id/approve': 'application.manage',
  'POST /api/tenant-applications/:id/decline': 'application.manage',
  'GET /api/tenant-applications/public/:token': 'public',
  'POST /api/tenant-applications/public/:token': 'public',
  'POST /api/tenant-applications/public/:token/files': 'public',
  'POST /api/lease-form-templates': 'leaseTemplate.manage',
  'GET /api/lease-form-templates': 'leaseTemplate.manage',
  'GET /api/lease-form-templates/:id': 'leaseTemplate.manage',
  'DELETE /api/lease-form-templates/:id': 'leaseTemplate.manage',
  'PATCH /api/lease-form-templates/share/:id': 'leaseTemplate.manage',
  'GET /api/lease-form-templates/:id/share-links': 'leaseTemplate.manage',
  'DELETE /api/lease-form-templates/:id/share-links': 'leaseTemplate.manage',
  'GET /api/lease-form-templates/get-by-token/:token': 'public',
  // Money: landlords own it; a tenant reads and pays the money of their tenancy; service providers keep tax rates.
  'GET /api/transactions': 'money.read',
  'GET /api/transactions/statistics': 'money.manage',
  'POST /api/transactions': 'money.manage',
  'GET /api/transactions/:id': 'money.manage',
  'PUT /api/transactions/:id': 'money.manage',
  'DELETE /api/transactions/:id': 'money.manage',
  'GET /api/payments': 'money.read',
  'POST /api/payments': 'money.read',
  'GET /api/payments/export': 'money.manage',
  'GET /api/payments/autogenerate-receipt/:id': 'money.read',
  'PUT /api/payments/:id': 'money.read',
  'DELETE /api/payments/:id': 'money.read',
  'GET /api/accounts': 'money.manage',
  'POST /api/accounts': 'money.manage',
  'PUT /api/accounts/:id': 'money.manage',
  'DELETE /api/accounts/:id': 'money.manage',
  'GET /api/payment-methods': 'signedIn',
  'GET /api/tax-rates': 'taxRate.manage',
  'POST /api/tax-rates': 'taxRate.manage',
  'GET /api/mortgage-schedules': 'money.manage',
  'POST /api/mortgage-schedules': 'money.manage',
  'DELETE /api/mortgage-schedules/:id': 'money.manage',
  // Quotes: homeowners and property managers request and accept; service providers quote.
  'POST /api/quote-requests': 'quoteRequest.manage',
  'GET /api/quote-requests': 'quoteRequest.manage',
  'GET /api/quote-requests/:id': 'quoteRequest.manage',
  'POST /api/quote-requests/:id/accept': 'quoteRequest.manage',
  'POST /api/quote-requests/:id/confirm-start-date': 'quoteRequest.manage',
  'POST /api/quote-requests/:id/complete': 'quoteRequest.manage',
  'POST /api/quote-requests/:id/kick-off': 'quote.manage',
  'GET /api/quotes/requests': 'quote.manage',
  'GET /api/quotes/requests/:id': 'quote.manage',
  'POST /api/quotes': 'quote.manage',
  'GET /api/quotes/': 'quote.manage',
  'GET /api/quotes': 'quote.manage',
  'GET /api/quotes/statistics': 'quote.manage',
  'GET /api/quotes/:id': 'quote.manage',
  'PATCH /api/quotes/:id': 'quote.manage',
  'POST /api/quotes/:id/send': 'quote.manage',
  'POST /api/quotes/:id/follow-up': 'quote.manage',
  'POST /api/quotes/:id/archive': 'quote.manage',
  'POST /api/quotes/:id/restore': 'quote.manage',
  'GET /api/quotes/:id/export': 'quote.manage',
  'POST /api/tenant-requests': 'tenantRequest.create',
  'GET /api/tenant-requests': 'tenantRequest.read',
  'GET /api/tenant-requests/open-summary': 'tenantRequest.manage',
  'GET /api/tenant-requests/:id': 'tenantRequest.read',
  // accept/reject/resolve are the landlord's (a tenant gets 403 from the service); edit is also the tenant's.
  'PUT /api/tenant-requests/:action/:id': 'tenantRequest.read',
  'POST /api/tenant-request-options': 'tenantRequest.read',
  'GET /api/request-portal/properties/:id': 'tenantRequest.manage',
  'PATCH /api/request-portal/properties/:id': 'tenantRequest.manage',
  'POST /api/request-portal/properties/:id/rotate': 'tenantRequest.manage',
  'GET /api/request-portal/:token': 'public',
  'POST /api/request-portal/:token/files': 'public',
  'POST /api/request-portal/:token/requests': 'public',
  'POST /api/property-services': 'service.manage',
  'GET /api/property-services': 'service.manage',
  'GET /api/property-services/:id': 'service.manage',
  'PUT /api/property-services/:id': 'service.manage',
  'DELETE /api/property-services/:id': 'service.manage',
  'GET /api/service-categories': 'tenantRequest.read',
  'POST /api/work-orders': 'workOrder.manage',
  'GET /api/work-orders': 'workOrder.manage',
  'GET /api/work-orders/get-by-token/:token': 'public',
  'GET /api/work-orders/generate-contractors/:id': 'workOrder.manage',
  'PATCH /api/work-orders/share/:id': 'workOrder.manage',
  'POST /api/work-orders/:id/share-links': 'workOrder.manage',
  'GET /api/work-orders/:id/share-links': 'workOrder.manage',
  'DELETE /api/work-orders/:id/share-links': 'workOrder.manage',
  'PATCH /api/work-orders/add-assignee/:id': 'workOrder.manage',
  'PATCH /api/work-orders/request-quote/:id': 'workOrder.manage',
  'GET /api/work-orders/:id': 'workOrder.read',
  'PATCH /api/work-orders/:id': 'workOrder.manage',
  'GET /api/work-orders/:id/quotes': 'workOrder.manage',
  'POST /api/work-orders/:id/accept-quote': 'workOrder.manage',
  'POST /api/work-orders/:id/confirm': 'workOrder.manage',
  'POST /api/work-orders/:id/complete': 'workOrder.work',
  'GET /api/work-order-inbox': 'workOrder.work',
  'POST /api/work-order-quotes': 'workOrder.work',
  'GET /api/chat/conversations': 'chat.use',
  'GET /api/chat/unread': 'chat.use',
  'POST /api/chat/conversations': 'chat.use',
  'GET /api/chat/conversations/:id': 'chat.use',
  'GET /api/chat/conversations/:id/messages': 'chat.use',
  'GET /api/chat/conversations/:id/search': 'chat.use',
  'POST /api/chat/conversations/:id/messages': 'chat.use',
  'POST /api/chat/conversations/:id/read': 'chat.use',
  'GET /api/events': 'calendar.manage',
  'POST /api/events': 'calendar.manage',
  'GET /api/events/:id': 'calendar.manage',
  'PUT /api/events/:id': 'calendar.manage',
  'DELETE /api/events/:id': 'calendar.manage',
  'GET /api/events/:id/ics': 'calendar.manage',
  'GET /api/calendar/feed': 'calendar.manage',
  'POST /api/calendar/feed': 'calendar.manage',
  'PUT /api/calendar/feed': 'calendar.manage',
  'DELETE /api/calendar/feed': 'calendar.manage',
  // The ICS feed URL's random token is the credential (calendar apps send no header).
  'GET /api/calendar/feed/:token': 'public',
  // Calculators, books, social platforms (issue 14).
  'POST /api/calendar-history/generate-ai-result': 'calculator.use',
  'GET /api/calendar-history': 'calculator.use',
  'GET /api/calendar-history/:id': 'calculator.use',
  'DELETE /api/calendar-history/:id': 'calculator.use',
  'GET /api/books': 'book.read',
  'GET /api/books/:id': 'book.read',
  // Your data (issue 30 item 15): every role exports its own data and may close its own account.
  'POST /api/account-data/exports': 'accountData.manage',
  'GET /api/account-data/exports': 'accountData.manage',
  'GET /api/account-data/exports/:id': 'accountData.manage',
  'GET /api/account-data/exports/:id/download': 'accountData.manage',
  'GET /api/account-data/closure': 'accountData.manage',
  'POST /api/account-data/closure': 'accountData.manage',
  'GET /api/social-platforms': 'public',
};

let t: TestApp;
const users = new Map<Role, TestUser>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of roles) users.set(role, await createUser(t, { role }));
});
afterAll(() => t.close());

const sampleUrl = (route: string) =>
  route
    .split(' ')[1]!
    .replace(':step', 'form')
    .replace(':provider', 'google')
    .replace(':token', 'x'.repeat(43))
    .replace(':email', 'a@example.com')
    .replace(/:[a-zA-Z]+/g, '01900000-0000-7000-8000-000000000000');

describe('authorization matrix', () => {
  it('every API route has an access entry, and every entry a route', () => {
    expect([...t.routes].sort()).toEqual(Object.keys(access).sort());
  });

  for (const [route, rule] of Object.entries(access)) {
    if (rule === 'public') continue;
    const allowed: readonly Role[] = rule === 'signedIn' ? roles : rolesAllowed(rule);
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const denied = roles.filter((r) => !allowed.includes(r));
    it(`${route}: 401 without a token${denied.length ? `, 403 for ${denied.join(', ')}` : ''}, passes the guard for ${allowed.join(', ')}`, async () => {
      const url = sampleUrl(route) + (route.includes('invite-user') ? '?type=tenant' : '');
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      for (const role of denied) {
        const response = await t.app.inject({ method, url, headers: users.get(role)!.headers, payload });
        expect(response.statusCode, `${role} on ${route}`).toBe(403);
      }
      for (const role of allowed) {
        const response = await t.app.inject({ method, url, headers: users.get(role)!.headers, payload });
        expect([401, 403], `${role} on ${route}`).not.toContain(response.statusCode);
      }
    });
  }
});
