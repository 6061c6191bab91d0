/**
 * DESIGN.md security baseline: every API route has an entry here saying who may call it; a new
 * route without one fails. Each guarded route answers 401 without a token and 403 to the wrong roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '@lintel/shared';
import { buildTestApp, type TestApp } from './build-app.ts';
import { createUser, type TestUser } from './factories.ts';

type Access = 'public' | 'signedIn' | readonly Role[];
const managers = ['propertyManager', 'homeOwner'] as const;
const contactKeepers = ['propertyManager', 'homeOwner', 'serviceProvider'] as const;

const access: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
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
  'PATCH /api/auth/fill-sp-steps': ['serviceProvider'],
  'GET /api/users/me': 'signedIn',
  'PUT /api/users/reset/redirect-url': 'signedIn',
  'PUT /api/users/update/user-details': 'signedIn',
  'POST /api/users/invite-user/:userId': managers,
  'POST /api/files': 'signedIn',
  'GET /api/files/:id': 'public',
  'GET /api/properties': managers,
  'GET /api/properties/statistics': managers,
  'POST /api/properties': managers,
  'GET /api/properties/:id': managers,
  'PUT /api/properties/:id': managers,
  'DELETE /api/properties/:id': managers,
  'PATCH /api/properties/:id/archive': managers,
  'POST /api/properties/:id/rooms': managers,
  'PUT /api/properties/:id/rooms/:roomId': managers,
  'DELETE /api/properties/:id/rooms/:roomId': managers,
  'GET /api/amenities': 'signedIn',
  'GET /api/contacts': contactKeepers,
  'POST /api/contacts': contactKeepers,
  'PUT /api/contacts/:id': contactKeepers,
  'DELETE /api/contacts/:id': contactKeepers,
  'POST /api/contacts/share-contact': contactKeepers,
  'GET /api/contacts/get-by-token/:token': 'signedIn',
  'POST /api/contacts/add/:token': contactKeepers,
  'GET /api/categories': contactKeepers,
  'POST /api/categories': contactKeepers,
  'GET /api/contractor-sub-categories': contactKeepers,
  'GET /api/inventories': managers,
  'POST /api/inventories': managers,
  'POST /api/inventories/multiple-delete': managers,
  'GET /api/inventories/:id': managers,
  'PUT /api/inventories/:id': managers,
  'DELETE /api/inventories/:id': managers,
  'GET /api/group-inventories': managers,
  'POST /api/group-inventories': managers,
  'GET /api/group-inventories/:id': managers,
  'PUT /api/group-inventories/:id': managers,
  'DELETE /api/group-inventories/:id': managers,
  'PUT /api/group-inventories/ungroup/:id': managers,
  'POST /api/group-inventories/add/:id': managers,
  'GET /api/documents': managers,
  'POST /api/documents': managers,
  'PUT /api/documents/move-to-folder': managers,
  'DELETE /api/documents/destroy-multiple': managers,
  'PUT /api/documents/:id': managers,
  'DELETE /api/documents/:id': managers,
  'GET /api/document-folders': managers,
  'POST /api/document-folders': managers,
  'DELETE /api/document-folders/:id': managers,
  'GET /api/galleries': managers,
  'POST /api/galleries': managers,
  'PUT /api/galleries/move-images': managers,
  'DELETE /api/galleries/delete-images': managers,
  'GET /api/galleries/widget-data': managers,
  'GET /api/questions': 'public',
  'GET /api/questions/get-by-name/:name': 'public',
  'GET /api/project-types': 'public',
  'GET /api/addons': 'public',
  'POST /api/project-models/layout-options': 'public',
  'GET /api/houses/:id': managers,
  'POST /api/project-models': managers,
  'PUT /api/project-models/save': managers,
  'POST /api/project-models/multiple/:status': managers,
  'GET /api/project-models/groups/:status': managers,
  'PUT /api/project-models/:id': managers,
  'DELETE /api/project-models/:id': managers,
  // Leasing: landlords manage; a tenant reads and signs the leases they are on.
  'GET /api/tenants': managers,
  'POST /api/tenants': managers,
  'PUT /api/tenants/:id': managers,
  'DELETE /api/tenants/:id': managers,
  'POST /api/leases': managers,
  'GET /api/leases': [...managers, 'tenant'],
  'GET /api/leases/get-active': [...managers, 'tenant'],
  'POST /api/leases/validate-dates': managers,
  'POST /api/leases/terminate/:id': managers,
  'GET /api/leases/:id': [...managers, 'tenant'],
  'DELETE /api/leases/:id': managers,
  'POST /api/leases/:id/send-for-signature': managers,
  'POST /api/leases/:id/sign': [...managers, 'tenant'],
  'GET /api/leases/:id/document': [...managers, 'tenant'],
  'GET /api/leases/:id/signed-document': [...managers, 'tenant'],
  'GET /api/leases/:id/audit': [...managers, 'tenant'],
  'POST /api/tenant-applications/links': managers,
  'GET /api/tenant-applications': managers,
  'GET /api/tenant-applications/:id': managers,
  'POST /api/tenant-applications/:id/approve': managers,
  'POST /api/tenant-applications/:id/decline': managers,
  'GET /api/tenant-applications/public/:token': 'public',
  'POST /api/tenant-applications/public/:token': 'public',
  'POST /api/tenant-applications/public/:token/files': 'public',
  'POST /api/lease-form-templates': managers,
  'GET /api/lease-form-templates': managers,
  'GET /api/lease-form-templates/:id': managers,
  'DELETE /api/lease-form-templates/:id': managers,
  'PATCH /api/lease-form-templates/share/:id': managers,
  'GET /api/lease-form-templates/get-by-token/:token': 'public',
  // Money: landlords own it; a tenant reads and pays the money of their tenancy; service providers keep tax rates.
  'GET /api/transactions': [...managers, 'tenant'],
  'GET /api/transactions/statistics': managers,
  'POST /api/transactions': managers,
  'PUT /api/transactions/:id': managers,
  'DELETE /api/transactions/:id': managers,
  'GET /api/payments': [...managers, 'tenant'],
  'POST /api/payments': [...managers, 'tenant'],
  'GET /api/payments/export': managers,
  'GET /api/payments/autogenerate-receipt/:id': [...managers, 'tenant'],
  'PUT /api/payments/:id': [...managers, 'tenant'],
  'DELETE /api/payments/:id': [...managers, 'tenant'],
  'GET /api/accounts': managers,
  'POST /api/accounts': managers,
  'PUT /api/accounts/:id': managers,
  'DELETE /api/accounts/:id': managers,
  'GET /api/payment-methods': 'signedIn',
  'GET /api/tax-rates': contactKeepers,
  'POST /api/tax-rates': contactKeepers,
  'GET /api/mortgage-schedules': managers,
  'POST /api/mortgage-schedules': managers,
  'DELETE /api/mortgage-schedules/:id': managers,
  // Quotes: homeowners and property managers request and accept; service providers quote.
  'POST /api/quote-requests': managers,
  'GET /api/quote-requests': managers,
  'GET /api/quote-requests/:id': managers,
  'POST /api/quote-requests/:id/accept': managers,
  'GET /api/quotes/requests': ['serviceProvider'],
  'GET /api/quotes/requests/:id': ['serviceProvider'],
  'POST /api/quotes': ['serviceProvider'],
  'GET /api/quotes/': ['serviceProvider'],
  'GET /api/quotes': ['serviceProvider'],
  'GET /api/quotes/statistics': ['serviceProvider'],
  'GET /api/quotes/:id': ['serviceProvider'],
  'PATCH /api/quotes/:id': ['serviceProvider'],
  'POST /api/quotes/:id/send': ['serviceProvider'],
  'POST /api/quotes/:id/follow-up': ['serviceProvider'],
  'POST /api/quotes/:id/archive': ['serviceProvider'],
  'POST /api/quotes/:id/restore': ['serviceProvider'],
  'GET /api/quotes/:id/export': ['serviceProvider'],
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
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    it(`${route}: 401 without a token${rule === 'signedIn' ? '' : `, 403 for ${roles.filter((r) => !rule.includes(r)).join(', ')}`}`, async () => {
      const url = sampleUrl(route) + (route.includes('invite-user') ? '?type=tenant' : '');
      const anonymous = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(anonymous.statusCode).toBe(401);
      for (const role of rule === 'signedIn' ? [] : roles.filter((r) => !rule.includes(r))) {
        const response = await t.app.inject({ method, url, headers: users.get(role)!.headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(response.statusCode, `${role} on ${route}`).toBe(403);
      }
    });
  }
});
