/**
 * docs/design.md#security-baseline, object level: generated from the app's route list like the
 * authorization matrix. For every route with a record id in its path, query or body, a real record of
 * ANOTHER account (made through the API by a victim) answers exactly what a missing id answers — 404
 * for an id in the path or query, 404 or a 422 naming the field for an id in a body — and the database
 * is byte-for-byte unchanged afterwards. Routes without such ids say why in the table; a new route
 * without an entry fails the first test, and a route with an id in its path cannot be waved through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from './build-app.ts';
import { createProperty, createUser, multipart, pngBytes, uploadFile, type TestUser } from './factories.ts';
import { createLease, createTenant } from './leasing-factories.ts';
import { createTenancy, type Tenancy } from './money-factories.ts';
import { yearDate } from './dates.ts';
import { notifyReminder } from './notification-factories.ts';
import { updateUser } from '../modules/auth/auth.repository.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** One request by the attacker that names the victim's record `foreign`; `field` is the body key holding it. */
interface Attack {
  as: TestUser;
  url: string;
  body?: unknown;
  foreign: string;
  field?: string;
}
type Entry = { none: string } | ((w: World) => Attack[]);
const MISSING = '01900000-0000-7000-8000-0000000000aa';

interface World {
  /** Attackers: a landlord, a homeowner, a service provider and a tenant of the attacker landlord. */
  mallory: TestUser;
  malloryOwner: TestUser;
  malloryProvider: TestUser;
  malloryTenant: TestUser;
  malloryProperty: string;
  malloryItem: string;
  malloryTxn: string;
  malloryTenantRecord: string;
  malloryDocument: string;
  malloryModel: string;
  malloryWorkOrder: string;
  malloryProviderFile: string;
  /** The conversation of the attacker landlord's lease. */
  malloryConversation: string;
  /** The victims' records. */
  v: Record<
    | 'building' | 'unit' | 'room' | 'contact' | 'item' | 'group' | 'file' | 'document' | 'folder' | 'gallery'
    | 'tenant' | 'draftLease' | 'activeLease' | 'application' | 'template' | 'txn' | 'payment' | 'account' | 'mortgage'
    | 'model' | 'quoteRequest' | 'quote' | 'tenantRequest' | 'service' | 'workOrder' | 'workOrderQuote' | 'notification'
    | 'conversation' | 'message' | 'widget' | 'event' | 'calculatorResult' | 'shareLink' | 'accountExport',
    string
  >;
}

const ids = (...values: string[]) => values.join(',');

const crossAccount: Record<string, Entry> = {
  'GET /api/health': { none: 'public, no record' },
  'GET /api/ready': { none: 'public, no record' },
  'GET /api/metrics': { none: 'operators\' scrape (METRICS_TOKEN), no record of any account' },
  'GET /api/live': { none: 'WebSocket; rooms are checked by their authorizer, events go to their userIds (platform/live/live.test.ts)' },
  'POST /api/auth/local/register': { none: 'public; an invitation token, not an id' },
  'POST /api/auth/local/login': { none: 'public, credentials only' },
  'POST /api/auth/token/refresh': { none: 'public; the refresh token is the credential' },
  'POST /api/auth/logout': { none: 'public; revokes the presented refresh token only' },
  'PUT /api/auth/email/verify/:token': { none: 'public; a random token, not an id' },
  'POST /api/auth/email/resend': { none: 'public; answers the same for any e-mail' },
  'GET /api/auth/forgot-password/:email': { none: 'public; answers the same for any e-mail' },
  'POST /api/auth/reset-password': { none: 'public; a random token, not an id' },
  'POST /api/auth/provider/:provider/register': { none: 'public; a provider ID token' },
  'POST /api/auth/provider/:provider/login': { none: 'public; a provider ID token' },
  'PATCH /api/auth/fill-user-steps/:step': { none: "the caller's own user; :step is a step name" },
  'PATCH /api/auth/fill-sp-steps': { none: "the caller's own user" },
  'GET /api/users/me': { none: "the caller's own user" },
  'PUT /api/users/reset/redirect-url': { none: "the caller's own user" },
  'PUT /api/users/update/user-details': (w) => [
    { as: w.mallory, url: '/api/users/update/user-details', body: { profilePictureId: w.v.file }, foreign: w.v.file, field: 'profilePictureId' },
  ],
  'POST /api/users/create/company-details': (w) => [
    { as: w.mallory, url: '/api/users/create/company-details', body: { name: 'Mallory Co', logoId: w.v.file }, foreign: w.v.file, field: 'logoId' },
  ],
  'PUT /api/users/update/company-details': (w) => [
    { as: w.malloryProvider, url: '/api/users/update/company-details', body: { logoId: w.v.file }, foreign: w.v.file, field: 'logoId' },
  ],
  'DELETE /api/users/delete/company-details': { none: "the caller's own company details" },
  'GET /api/widgets/get-user': { none: "the caller's own widgets" },
  'PUT /api/widgets/wrap': (w) => [{ as: w.mallory, url: '/api/widgets/wrap', body: { widgets: [{ id: w.v.widget }] }, foreign: w.v.widget, field: 'widgets' }],
  'PUT /api/widgets/toggle-visibility/:id': (w) => [
    { as: w.mallory, url: `/api/widgets/toggle-visibility/${w.v.widget}`, body: { isVisible: false }, foreign: w.v.widget },
  ],
  'POST /api/users/invite-user/:userId': (w) => [
    { as: w.mallory, url: `/api/users/invite-user/${w.v.tenant}?type=tenant`, body: { email: 'mallory-invite@example.com' }, foreign: w.v.tenant },
  ],
  'POST /api/files': { none: 'an upload; no id in the request' },
  'GET /api/files/:id': (w) => [{ as: w.mallory, url: `/api/files/${w.v.file}`, foreign: w.v.file }],
  'GET /api/properties': (w) => [{ as: w.mallory, url: `/api/properties?parentId=${w.v.building}`, foreign: w.v.building }],
  'GET /api/properties/statistics': { none: "the caller's own properties; no id" },
  'POST /api/properties': (w) => [
    { as: w.mallory, url: '/api/properties', body: { nickname: 'Sneaky unit', type: 'unit', parentId: w.v.building }, foreign: w.v.building, field: 'parentId' },
  ],
  'GET /api/properties/:id': (w) => [{ as: w.mallory, url: `/api/properties/${w.v.building}`, foreign: w.v.building }],
  'PUT /api/properties/:id': (w) => [
    { as: w.mallory, url: `/api/properties/${w.v.building}`, body: { nickname: 'Taken' }, foreign: w.v.building },
    { as: w.mallory, url: `/api/properties/${w.malloryProperty}`, body: { images: [w.v.file] }, foreign: w.v.file, field: 'images' },
  ],
  'DELETE /api/properties/:id': (w) => [{ as: w.mallory, url: `/api/properties/${w.v.unit}`, foreign: w.v.unit }],
  'PATCH /api/properties/:id/archive': (w) => [{ as: w.mallory, url: `/api/properties/${w.v.building}/archive`, body: { archived: true }, foreign: w.v.building }],
  'POST /api/properties/:id/rooms': (w) => [{ as: w.mallory, url: `/api/properties/${w.v.unit}/rooms`, body: { name: 'Kitchen' }, foreign: w.v.unit }],
  'PUT /api/properties/:id/rooms/:roomId': (w) => [
    { as: w.mallory, url: `/api/properties/${w.v.unit}/rooms/${w.v.room}`, body: { name: 'Office Room' }, foreign: w.v.room },
    { as: w.mallory, url: `/api/properties/${w.malloryProperty}/rooms/${w.v.room}`, body: { name: 'Office Room' }, foreign: w.v.room },
  ],
  'DELETE /api/properties/:id/rooms/:roomId': (w) => [
    { as: w.mallory, url: `/api/properties/${w.v.unit}/rooms/${w.v.room}`, foreign: w.v.room },
    { as: w.mallory, url: `/api/properties/${w.malloryProperty}/rooms/${w.v.room}`, foreign: w.v.room },
  ],
  'GET /api/amenities': { none: 'catalogue data' },
  'GET /api/contacts': { none: "the caller's own contacts; no id" },
  'POST /api/contacts': { none: 'no record id in the body' },
  'PUT /api/contacts/:id': (w) => [{ as: w.mallory, url: `/api/contacts/${w.v.contact}`, body: { fullName: 'Taken' }, foreign: w.v.contact }],
  'DELETE /api/contacts/:id': (w) => [{ as: w.mallory, url: `/api/contacts/${w.v.contact}`, foreign: w.v.contact }],
  'POST /api/contacts/share-contact': (w) => [
    { as: w.mallory, url: '/api/contacts/share-contact', body: { contactId: w.v.contact, email: 'x@example.com' }, foreign: w.v.contact, field: 'contactId' },
  ],
  'GET /api/contacts/get-by-token/:token': { none: 'a random share token, not an id' },
  'GET /api/contacts/share-preview/:token': { none: 'public; a random share token, not an id (contacts.routes.test.ts: shows only the name and the sharer)' },
  'POST /api/contacts/:id/share-links': (w) => [{ as: w.mallory, url: `/api/contacts/${w.v.contact}/share-links`, foreign: w.v.contact }],
  'GET /api/contacts/:id/share-links': (w) => [{ as: w.mallory, url: `/api/contacts/${w.v.contact}/share-links`, foreign: w.v.contact }],
  'DELETE /api/contacts/:id/share-links': (w) => [{ as: w.mallory, url: `/api/contacts/${w.v.contact}/share-links`, foreign: w.v.contact }],
  'DELETE /api/share-links/:id': (w) => [
    { as: w.mallory, url: `/api/share-links/${w.v.shareLink}`, foreign: w.v.shareLink },
    { as: w.malloryOwner, url: `/api/share-links/${w.v.shareLink}`, foreign: w.v.shareLink },
  ],
  'POST /api/contacts/add/:token': { none: 'a random share token, not an id' },
  'GET /api/categories': { none: 'catalogue data and the caller’s own categories' },
  'POST /api/categories': { none: 'integer catalogue ids only' },
  'GET /api/contractor-sub-categories': { none: 'catalogue data' },
  'GET /api/inventories': (w) => [{ as: w.mallory, url: `/api/inventories?propertyId=${w.v.building}`, foreign: w.v.building }],
  'POST /api/inventories': (w) => [
    { as: w.mallory, url: '/api/inventories', body: { name: 'Sneaky', propertyId: w.v.building }, foreign: w.v.building, field: 'propertyId' },
    { as: w.mallory, url: '/api/inventories', body: { name: 'Sneaky', groupId: w.v.group }, foreign: w.v.group, field: 'groupId' },
  ],
  'POST /api/inventories/multiple-delete': (w) => [
    { as: w.mallory, url: '/api/inventories/multiple-delete', body: { inventoryIds: [w.v.item] }, foreign: w.v.item, field: 'inventoryIds' },
  ],
  'GET /api/inventories/:id': (w) => [{ as: w.mallory, url: `/api/inventories/${w.v.item}`, foreign: w.v.item }],
  'PUT /api/inventories/:id': (w) => [
    { as: w.mallory, url: `/api/inventories/${w.v.item}`, body: { name: 'Taken' }, foreign: w.v.item },
    { as: w.mallory, url: `/api/inventories/${w.malloryItem}`, body: { propertyId: w.v.building }, foreign: w.v.building, field: 'propertyId' },
    { as: w.mallory, url: `/api/inventories/${w.malloryItem}`, body: { groupId: w.v.group }, foreign: w.v.group, field: 'groupId' },
  ],
  'DELETE /api/inventories/:id': (w) => [{ as: w.mallory, url: `/api/inventories/${w.v.item}`, foreign: w.v.item }],
  'GET /api/group-inventories': { none: "the caller's own groups; no id" },
  'POST /api/group-inventories': (w) => [
    { as: w.mallory, url: '/api/group-inventories', body: { name: 'Sneaky', inventoryIds: [w.v.item] }, foreign: w.v.item, field: 'inventoryIds' },
  ],
  'GET /api/group-inventories/:id': (w) => [{ as: w.mallory, url: `/api/group-inventories/${w.v.group}`, foreign: w.v.group }],
  'PUT /api/group-inventories/:id': (w) => [{ as: w.mallory, url: `/api/group-inventories/${w.v.group}`, body: { name: 'Taken' }, foreign: w.v.group }],
  'DELETE /api/group-inventories/:id': (w) => [{ as: w.mallory, url: `/api/group-inventories/${w.v.group}`, foreign: w.v.group }],
  'PUT /api/group-inventories/ungroup/:id': (w) => [
    { as: w.mallory, url: `/api/group-inventories/ungroup/${w.v.group}`, foreign: w.v.group },
    { as: w.mallory, url: `/api/group-inventories/ungroup/${w.v.group}`, body: { inventoryIds: [w.v.item] }, foreign: w.v.group },
  ],
  'POST /api/group-inventories/add/:id': (w) => [
    { as: w.mallory, url: `/api/group-inventories/add/${w.v.group}`, body: { inventoryIds: [w.malloryItem] }, foreign: w.v.group },
  ],
  'GET /api/documents': (w) => [{ as: w.mallory, url: `/api/documents?folderId=${w.v.folder}`, foreign: w.v.folder }],
  'POST /api/documents': (w) => [
    { as: w.mallory, url: '/api/documents', body: { fileId: w.v.file }, foreign: w.v.file, field: 'fileId' },
  ],
  'PUT /api/documents/move-to-folder': (w) => [
    { as: w.mallory, url: '/api/documents/move-to-folder', body: { documentIds: [w.v.document], folderId: null }, foreign: w.v.document, field: 'documentIds' },
    { as: w.mallory, url: '/api/documents/move-to-folder', body: { documentIds: [w.malloryDocument], folderId: w.v.folder }, foreign: w.v.folder, field: 'folderId' },
  ],
  'DELETE /api/documents/destroy-multiple': (w) => [{ as: w.mallory, url: `/api/documents/destroy-multiple?ids=${ids(w.v.document)}`, foreign: w.v.document }],
  'PUT /api/documents/:id': (w) => [{ as: w.mallory, url: `/api/documents/${w.v.document}`, body: { name: 'Taken' }, foreign: w.v.document }],
  'DELETE /api/documents/:id': (w) => [{ as: w.mallory, url: `/api/documents/${w.v.document}`, foreign: w.v.document }],
  'GET /api/document-folders': { none: "the caller's own folders; no id" },
  'POST /api/document-folders': { none: 'a name only' },
  'DELETE /api/document-folders/:id': (w) => [{ as: w.mallory, url: `/api/document-folders/${w.v.folder}`, foreign: w.v.folder }],
  'GET /api/galleries': (w) => [{ as: w.mallory, url: `/api/galleries?property=${w.v.unit}`, foreign: w.v.unit }],
  'POST /api/galleries': (w) => [
    { as: w.mallory, url: '/api/galleries', body: { images: [w.v.file], property: w.malloryProperty }, foreign: w.v.file, field: 'images' },
  ],
  'PUT /api/galleries/move-images': (w) => [
    { as: w.mallory, url: '/api/galleries/move-images', body: { galleryIds: [w.v.gallery], property: w.malloryProperty }, foreign: w.v.gallery, field: 'galleryIds' },
  ],
  'DELETE /api/galleries/delete-images': (w) => [{ as: w.mallory, url: `/api/galleries/delete-images?images=${ids(w.v.gallery)}`, foreign: w.v.gallery }],
  'GET /api/galleries/widget-data': { none: "the caller's own images; no id" },
  'GET /api/questions': { none: 'public catalogue' },
  'GET /api/questions/get-by-name/:name': { none: 'public catalogue; :name is a question name' },
  'GET /api/project-types': { none: 'public catalogue' },
  'GET /api/addons': { none: 'public catalogue' },
  'POST /api/project-models/layout-options': { none: 'public catalogue; integer option ids' },
  'GET /api/houses/:id': (w) => [{ as: w.malloryOwner, url: `/api/houses/${w.v.building}`, foreign: w.v.building }],
  'POST /api/project-models': { none: 'a new model; no record id in the body' },
  'PUT /api/project-models/save': (w) => [{ as: w.malloryOwner, url: '/api/project-models/save', body: { ids: [w.v.model] }, foreign: w.v.model, field: 'ids' }],
  'POST /api/project-models/multiple/:status': { none: 'new cart models; :status is a stage name' },
  'GET /api/project-models/groups/:status': { none: "the caller's own models; :status is a stage name" },
  'PUT /api/project-models/:id': (w) => [{ as: w.malloryOwner, url: `/api/project-models/${w.v.model}`, body: { name: 'Taken' }, foreign: w.v.model }],
  'DELETE /api/project-models/:id': (w) => [{ as: w.malloryOwner, url: `/api/project-models/${w.v.model}`, foreign: w.v.model }],
  'GET /api/tenants': { none: "the caller's own tenants; no id" },
  'GET /api/tenants/:id': (w) => [{ as: w.mallory, url: `/api/tenants/${w.v.tenant}`, foreign: w.v.tenant }],
  'POST /api/tenants': (w) => [
    { as: w.mallory, url: '/api/tenants', body: { fullName: 'Sneaky', imageId: w.v.file }, foreign: w.v.file, field: 'imageId' },
  ],
  'PUT /api/tenants/:id': (w) => [
    { as: w.mallory, url: `/api/tenants/${w.v.tenant}`, body: { fullName: 'Taken' }, foreign: w.v.tenant },
    { as: w.mallory, url: `/api/tenants/${w.malloryTenantRecord}`, body: { imageId: w.v.file }, foreign: w.v.file, field: 'imageId' },
  ],
  'DELETE /api/tenants/:id': (w) => [{ as: w.mallory, url: `/api/tenants/${w.v.tenant}`, foreign: w.v.tenant }],
  'POST /api/leases': (w) => [
    { as: w.mallory, url: '/api/leases', body: leaseBody(w.v.unit), foreign: w.v.unit, field: 'propertyId' },
    { as: w.mallory, url: '/api/leases', body: { ...leaseBody(w.malloryProperty), tenants: [], existedTenants: [{ id: w.v.tenant }] }, foreign: w.v.tenant, field: 'existedTenants' },
    { as: w.mallory, url: '/api/leases', body: { ...leaseBody(w.malloryProperty), templateId: w.v.template }, foreign: w.v.template, field: 'templateId' },
  ],
  'GET /api/leases': (w) => [{ as: w.mallory, url: `/api/leases?propertyId=${w.v.unit}`, foreign: w.v.unit }],
  'GET /api/leases/get-active': (w) => [{ as: w.mallory, url: `/api/leases/get-active?propertyId=${w.v.unit}`, foreign: w.v.unit }],
  'POST /api/leases/validate-dates': (w) => [
    { as: w.mallory, url: '/api/leases/validate-dates', body: { propertyId: w.v.unit, startDate: yearDate(2, '01-01') }, foreign: w.v.unit, field: 'propertyId' },
  ],
  'POST /api/leases/terminate/:id': (w) => [{ as: w.mallory, url: `/api/leases/terminate/${w.v.activeLease}`, body: {}, foreign: w.v.activeLease }],
  'GET /api/leases/:id': (w) => [
    { as: w.mallory, url: `/api/leases/${w.v.activeLease}`, foreign: w.v.activeLease },
    { as: w.malloryTenant, url: `/api/leases/${w.v.activeLease}`, foreign: w.v.activeLease },
  ],
  'DELETE /api/leases/:id': (w) => [{ as: w.mallory, url: `/api/leases/${w.v.draftLease}`, foreign: w.v.draftLease }],
  'POST /api/leases/:id/send-for-signature': (w) => [{ as: w.mallory, url: `/api/leases/${w.v.draftLease}/send-for-signature`, body: {}, foreign: w.v.draftLease }],
  'POST /api/leases/:id/sign': (w) => [
    { as: w.mallory, url: `/api/leases/${w.v.draftLease}/sign`, body: { signatureType: 'typed', signature: 'Mallory', consent: true }, foreign: w.v.draftLease },
    { as: w.malloryTenant, url: `/api/leases/${w.v.draftLease}/sign`, body: { signatureType: 'typed', signature: 'Mallory', consent: true }, foreign: w.v.draftLease },
  ],
  'GET /api/leases/:id/document': (w) => [
    { as: w.mallory, url: `/api/leases/${w.v.draftLease}/document`, foreign: w.v.draftLease },
    { as: w.malloryTenant, url: `/api/leases/${w.v.activeLease}/document`, foreign: w.v.activeLease },
  ],
  'GET /api/leases/:id/signed-document': (w) => [
    { as: w.mallory, url: `/api/leases/${w.v.activeLease}/signed-document`, foreign: w.v.activeLease },
    { as: w.malloryTenant, url: `/api/leases/${w.v.activeLease}/signed-document`, foreign: w.v.activeLease },
  ],
  'GET /api/leases/:id/audit': (w) => [
    { as: w.mallory, url: `/api/leases/${w.v.draftLease}/audit`, foreign: w.v.draftLease },
    { as: w.malloryTenant, url: `/api/leases/${w.v.activeLease}/audit`, foreign: w.v.activeLease },
  ],
  'POST /api/tenant-applications/links': (w) => [
    { as: w.mallory, url: '/api/tenant-applications/links', body: { propertyId: w.v.unit }, foreign: w.v.unit, field: 'propertyId' },
  ],
  'GET /api/tenant-applications': (w) => [{ as: w.mallory, url: `/api/tenant-applications?propertyId=${w.v.unit}`, foreign: w.v.unit }],
  'GET /api/tenant-applications/:id': (w) => [{ as: w.mallory, url: `/api/tenant-applications/${w.v.application}`, foreign: w.v.application }],
  'POST /api/tenant-applications/:id/approve': (w) => [{ as: w.mallory, url: `/api/tenant-applications/${w.v.application}/approve`, body: {}, foreign: w.v.application }],
  'POST /api/tenant-applications/:id/decline': (w) => [{ as: w.mallory, url: `/api/tenant-applications/${w.v.application}/decline`, body: {}, foreign: w.v.application }],
  'GET /api/tenant-applications/public/:token': { none: 'public; a random link token, not an id' },
  'POST /api/tenant-applications/public/:token': { none: 'public; a random link token, not an id' },
  'POST /api/tenant-applications/public/:token/files': { none: 'public; a random link token, not an id' },
  'POST /api/lease-form-templates': { none: 'no record id in the body' },
  'GET /api/lease-form-templates': { none: "the caller's own templates; no id" },
  'GET /api/lease-form-templates/:id': (w) => [{ as: w.mallory, url: `/api/lease-form-templates/${w.v.template}`, foreign: w.v.template }],
  'DELETE /api/lease-form-templates/:id': (w) => [{ as: w.mallory, url: `/api/lease-form-templates/${w.v.template}`, foreign: w.v.template }],
  'GET /api/lease-form-templates/:id/share-links': (w) => [{ as: w.mallory, url: `/api/lease-form-templates/${w.v.template}/share-links`, foreign: w.v.template }],
  'DELETE /api/lease-form-templates/:id/share-links': (w) => [{ as: w.mallory, url: `/api/lease-form-templates/${w.v.template}/share-links`, foreign: w.v.template }],
  'PATCH /api/lease-form-templates/share/:id': (w) => [
    { as: w.mallory, url: `/api/lease-form-templates/share/${w.v.template}`, body: { email: 'x@example.com' }, foreign: w.v.template },
  ],
  'GET /api/lease-form-templates/get-by-token/:token': { none: 'public; a random share token, not an id' },
  'GET /api/transactions': (w) => [
    { as: w.mallory, url: `/api/transactions?propertyId=${w.v.unit}`, foreign: w.v.unit },
    { as: w.mallory, url: `/api/transactions?leaseId=${w.v.activeLease}`, foreign: w.v.activeLease },
  ],
  'GET /api/transactions/statistics': (w) => [{ as: w.mallory, url: `/api/transactions/statistics?propertyId=${w.v.unit}`, foreign: w.v.unit }],
  'POST /api/transactions': (w) => [
    { as: w.mallory, url: '/api/transactions', body: { ...txnBody(), propertyId: w.v.unit }, foreign: w.v.unit, field: 'propertyId' },
    { as: w.mallory, url: '/api/transactions', body: { ...txnBody(), leaseId: w.v.activeLease }, foreign: w.v.activeLease, field: 'leaseId' },
    { as: w.mallory, url: '/api/transactions', body: { ...txnBody(), tenantId: w.v.tenant }, foreign: w.v.tenant, field: 'tenantId' },
    { as: w.mallory, url: '/api/transactions', body: { ...txnBody(), accountId: w.v.account }, foreign: w.v.account, field: 'accountId' },
    { as: w.mallory, url: '/api/transactions', body: { ...txnBody(), attachmentIds: [w.v.file] }, foreign: w.v.file, field: 'attachmentIds' },
  ],
  'GET /api/transactions/:id': (w) => [{ as: w.mallory, url: `/api/transactions/${w.v.txn}`, foreign: w.v.txn }],
  'PUT /api/transactions/:id': (w) => [
    { as: w.mallory, url: `/api/transactions/${w.v.txn}`, body: { name: 'Taken' }, foreign: w.v.txn },
    { as: w.mallory, url: `/api/transactions/${w.malloryTxn}`, body: { propertyId: w.v.unit }, foreign: w.v.unit, field: 'propertyId' },
    { as: w.mallory, url: `/api/transactions/${w.malloryTxn}`, body: { tenantId: w.v.tenant }, foreign: w.v.tenant, field: 'tenantId' },
    { as: w.mallory, url: `/api/transactions/${w.malloryTxn}`, body: { accountId: w.v.account }, foreign: w.v.account, field: 'accountId' },
  ],
  'DELETE /api/transactions/:id': (w) => [{ as: w.mallory, url: `/api/transactions/${w.v.txn}`, foreign: w.v.txn }],
  'GET /api/payments': (w) => [
    { as: w.mallory, url: `/api/payments?transactionId=${w.v.txn}`, foreign: w.v.txn },
    { as: w.malloryTenant, url: `/api/payments?transactionId=${w.v.txn}`, foreign: w.v.txn },
  ],
  'POST /api/payments': (w) => [
    { as: w.mallory, url: '/api/payments', body: { transactionId: w.v.txn, amount: 1, date: yearDate(0, '01-01') }, foreign: w.v.txn, field: 'transactionId' },
    { as: w.malloryTenant, url: '/api/payments', body: { transactionId: w.v.txn, amount: 1, date: yearDate(0, '01-01') }, foreign: w.v.txn, field: 'transactionId' },
    { as: w.mallory, url: '/api/payments', body: { transactionId: w.malloryTxn, amount: 1, date: yearDate(0, '01-01'), accountId: w.v.account }, foreign: w.v.account, field: 'accountId' },
    { as: w.mallory, url: '/api/payments', body: { transactionId: w.malloryTxn, amount: 1, date: yearDate(0, '01-01'), tenantId: w.v.tenant }, foreign: w.v.tenant, field: 'tenantId' },
    { as: w.mallory, url: '/api/payments', body: { transactionId: w.malloryTxn, amount: 1, date: yearDate(0, '01-01'), attachmentIds: [w.v.file] }, foreign: w.v.file, field: 'attachmentIds' },
  ],
  'GET /api/payments/export': (w) => [{ as: w.mallory, url: `/api/payments/export?propertyId=${w.v.unit}`, foreign: w.v.unit }],
  'GET /api/payments/autogenerate-receipt/:id': (w) => [
    { as: w.mallory, url: `/api/payments/autogenerate-receipt/${w.v.payment}`, foreign: w.v.payment },
    { as: w.malloryTenant, url: `/api/payments/autogenerate-receipt/${w.v.payment}`, foreign: w.v.payment },
  ],
  'PUT /api/payments/:id': (w) => [
    { as: w.mallory, url: `/api/payments/${w.v.payment}`, body: { memo: 'Taken' }, foreign: w.v.payment },
    { as: w.malloryTenant, url: `/api/payments/${w.v.payment}`, body: { memo: 'Taken' }, foreign: w.v.payment },
  ],
  'DELETE /api/payments/:id': (w) => [
    { as: w.mallory, url: `/api/payments/${w.v.payment}`, foreign: w.v.payment },
    { as: w.malloryTenant, url: `/api/payments/${w.v.payment}`, foreign: w.v.payment },
  ],
  'GET /api/accounts': { none: "the caller's own accounts; no id" },
  'POST /api/accounts': { none: 'no record id in the body' },
  'PUT /api/accounts/:id': (w) => [{ as: w.mallory, url: `/api/accounts/${w.v.account}`, body: { name: 'Taken' }, foreign: w.v.account }],
  'DELETE /api/accounts/:id': (w) => [{ as: w.mallory, url: `/api/accounts/${w.v.account}`, foreign: w.v.account }],
  'GET /api/payment-methods': { none: 'catalogue data' },
  'POST /api/calendar-history/generate-ai-result': { none: 'calculator figures only; no record id in the body' },
  'GET /api/calendar-history': { none: "the caller's own history; no id" },
  'GET /api/calendar-history/:id': (w) => [{ as: w.malloryOwner, url: `/api/calendar-history/${w.v.calculatorResult}`, foreign: w.v.calculatorResult }],
  'DELETE /api/calendar-history/:id': (w) => [{ as: w.malloryOwner, url: `/api/calendar-history/${w.v.calculatorResult}`, foreign: w.v.calculatorResult }],
  'GET /api/books': { none: 'catalogue data' },
  'GET /api/books/:id': { none: 'catalogue data (integer ids shared by every account)' },
  'POST /api/account-data/exports': { none: "exports the caller's own account; no id" },
  'GET /api/account-data/exports': { none: "the caller's own exports" },
  'GET /api/account-data/exports/:id': (w) => [{ as: w.mallory, url: `/api/account-data/exports/${w.v.accountExport}`, foreign: w.v.accountExport }],
  'GET /api/account-data/exports/:id/download': (w) => [
    { as: w.mallory, url: `/api/account-data/exports/${w.v.accountExport}/download`, foreign: w.v.accountExport },
  ],
  'GET /api/account-data/closure': { none: "the caller's own account" },
  'POST /api/account-data/closure': { none: "closes the caller's own account; the body is its e-mail address, not an id" },
  'GET /api/social-platforms': { none: 'public configuration' },
  'GET /api/tax-rates': { none: 'catalogue data and the caller’s own rates' },
  'POST /api/tax-rates': { none: 'no record id in the body' },
  'GET /api/mortgage-schedules': { none: "the caller's own schedules; no id" },
  'POST /api/mortgage-schedules': (w) => [
    { as: w.mallory, url: '/api/mortgage-schedules', body: { name: 'Loan', amount: 10, dayOfMonth: 1, startDate: yearDate(1, '01-01'), propertyId: w.v.unit }, foreign: w.v.unit, field: 'propertyId' },
    { as: w.mallory, url: '/api/mortgage-schedules', body: { name: 'Loan', amount: 10, dayOfMonth: 1, startDate: yearDate(1, '01-01'), accountId: w.v.account }, foreign: w.v.account, field: 'accountId' },
  ],
  'DELETE /api/mortgage-schedules/:id': (w) => [{ as: w.mallory, url: `/api/mortgage-schedules/${w.v.mortgage}`, foreign: w.v.mortgage }],
  'POST /api/quote-requests': (w) => [
    { as: w.malloryOwner, url: '/api/quote-requests', body: checkout([w.v.model]), foreign: w.v.model, field: 'projectModelIds' },
    { as: w.malloryOwner, url: '/api/quote-requests', body: checkout([w.malloryModel], w.v.building), foreign: w.v.building, field: 'location' },
  ],
  'GET /api/quote-requests': { none: "the caller's own requests; no id" },
  'GET /api/quote-requests/:id': (w) => [{ as: w.malloryOwner, url: `/api/quote-requests/${w.v.quoteRequest}`, foreign: w.v.quoteRequest }],
  'POST /api/quote-requests/:id/accept': (w) => [
    { as: w.malloryOwner, url: `/api/quote-requests/${w.v.quoteRequest}/accept`, body: { quoteId: w.v.quote }, foreign: w.v.quoteRequest },
  ],
  'POST /api/quote-requests/:id/confirm-start-date': (w) => [
    { as: w.malloryOwner, url: `/api/quote-requests/${w.v.quoteRequest}/confirm-start-date`, foreign: w.v.quoteRequest },
  ],
  'POST /api/quote-requests/:id/complete': (w) => [
    { as: w.malloryOwner, url: `/api/quote-requests/${w.v.quoteRequest}/complete`, foreign: w.v.quoteRequest },
  ],
  'POST /api/quote-requests/:id/kick-off': (w) => [
    { as: w.malloryProvider, url: `/api/quote-requests/${w.v.quoteRequest}/kick-off`, body: { startDate: yearDate(1, '06-01') }, foreign: w.v.quoteRequest },
  ],
  'GET /api/quotes/requests': { none: 'open requests the provider’s trades cover; no id' },
  'GET /api/quotes/requests/:id': (w) => [{ as: w.malloryProvider, url: `/api/quotes/requests/${w.v.quoteRequest}`, foreign: w.v.quoteRequest }],
  'POST /api/quotes': (w) => [
    { as: w.malloryProvider, url: '/api/quotes', body: { requestId: w.v.quoteRequest, amount: 100 }, foreign: w.v.quoteRequest, field: 'requestId' },
  ],
  'GET /api/quotes/': { none: "the provider's own quotes; no id" },
  'GET /api/notifications': { none: "the caller's own notifications; no id" },
  'PUT /api/notifications/seen-all': { none: "marks the caller's own notifications only; no id" },
  'PUT /api/notifications/:id/seen': (w) => [
    { as: w.mallory, url: `/api/notifications/${w.v.notification}/seen`, foreign: w.v.notification },
    { as: w.malloryTenant, url: `/api/notifications/${w.v.notification}/seen`, foreign: w.v.notification },
  ],
  'GET /api/notifications/preferences': { none: "the caller's own preferences; no id" },
  'PUT /api/notifications/preferences': { none: "the caller's own preferences; the body names notification types, not records" },
  'GET /api/quotes': { none: "the provider's own quotes; no id" },
  'GET /api/quotes/statistics': { none: "the provider's own quotes; no id" },
  'GET /api/quotes/:id': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}`, foreign: w.v.quote }],
  'PATCH /api/quotes/:id': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}`, body: { memo: 'Taken' }, foreign: w.v.quote }],
  'POST /api/quotes/:id/send': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}/send`, body: {}, foreign: w.v.quote }],
  'POST /api/quotes/:id/follow-up': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}/follow-up`, body: {}, foreign: w.v.quote }],
  'POST /api/quotes/:id/archive': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}/archive`, body: {}, foreign: w.v.quote }],
  'POST /api/quotes/:id/restore': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}/restore`, body: {}, foreign: w.v.quote }],
  'GET /api/quotes/:id/export': (w) => [{ as: w.malloryProvider, url: `/api/quotes/${w.v.quote}/export`, foreign: w.v.quote }],
  'POST /api/tenant-requests': (w) => [
    { as: w.malloryTenant, url: '/api/tenant-requests', body: { propertyId: w.v.building, categoryId: 1, description: 'Sneaky', urgency: 'low' }, foreign: w.v.building, field: 'propertyId' },
  ],
  'GET /api/tenant-requests': (w) => [{ as: w.mallory, url: `/api/tenant-requests?propertyId=${w.v.building}`, foreign: w.v.building }],
  'GET /api/tenant-requests/open-summary': { none: "the caller's own requests; no id" },
  'GET /api/tenant-requests/:id': (w) => [
    { as: w.mallory, url: `/api/tenant-requests/${w.v.tenantRequest}`, foreign: w.v.tenantRequest },
    { as: w.malloryTenant, url: `/api/tenant-requests/${w.v.tenantRequest}`, foreign: w.v.tenantRequest },
  ],
  'PUT /api/tenant-requests/:action/:id': (w) => [
    { as: w.mallory, url: `/api/tenant-requests/accept/${w.v.tenantRequest}`, body: {}, foreign: w.v.tenantRequest },
    { as: w.mallory, url: `/api/tenant-requests/reject/${w.v.tenantRequest}`, body: { reason: 'No' }, foreign: w.v.tenantRequest },
    { as: w.malloryTenant, url: `/api/tenant-requests/edit/${w.v.tenantRequest}`, body: { urgency: 'low' }, foreign: w.v.tenantRequest },
  ],
  'POST /api/tenant-request-options': { none: 'catalogue data and the caller’s own leases' },
  'GET /api/request-portal/properties/:id': (w) => [{ as: w.mallory, url: `/api/request-portal/properties/${w.v.building}`, foreign: w.v.building }],
  'PATCH /api/request-portal/properties/:id': (w) => [
    { as: w.mallory, url: `/api/request-portal/properties/${w.v.building}`, body: { enabled: false }, foreign: w.v.building },
  ],
  'POST /api/request-portal/properties/:id/rotate': (w) => [
    { as: w.mallory, url: `/api/request-portal/properties/${w.v.building}/rotate`, foreign: w.v.building },
  ],
  'GET /api/request-portal/:token': { none: 'public; a random link token, not an id' },
  'POST /api/request-portal/:token/files': { none: 'public; a random link token, not an id' },
  'POST /api/request-portal/:token/requests': { none: 'public; a random link token; files must be uploads of that link' },
  'POST /api/property-services': (w) => [
    { as: w.mallory, url: '/api/property-services', body: { name: 'Sneaky', propertyId: w.v.building }, foreign: w.v.building, field: 'propertyId' },
    { as: w.mallory, url: '/api/property-services', body: { name: 'Sneaky', propertyId: w.malloryProperty, tenantRequestId: w.v.tenantRequest }, foreign: w.v.tenantRequest, field: 'tenantRequestId' },
    { as: w.mallory, url: '/api/property-services', body: { name: 'Sneaky', propertyId: w.malloryProperty, invoiceAttachmentIds: [w.v.file] }, foreign: w.v.file, field: 'invoiceAttachmentIds' },
  ],
  'GET /api/property-services': (w) => [{ as: w.mallory, url: `/api/property-services?propertyId=${w.v.building}`, foreign: w.v.building }],
  'GET /api/property-services/:id': (w) => [{ as: w.mallory, url: `/api/property-services/${w.v.service}`, foreign: w.v.service }],
  'PUT /api/property-services/:id': (w) => [{ as: w.mallory, url: `/api/property-services/${w.v.service}`, body: { name: 'Taken' }, foreign: w.v.service }],
  'DELETE /api/property-services/:id': (w) => [{ as: w.mallory, url: `/api/property-services/${w.v.service}`, foreign: w.v.service }],
  'GET /api/service-categories': { none: 'catalogue data' },
  'POST /api/work-orders': (w) => [
    { as: w.mallory, url: '/api/work-orders', body: woBody(w.v.building), foreign: w.v.building, field: 'property' },
    { as: w.mallory, url: '/api/work-orders', body: { ...woBody(w.malloryProperty), attachments: [w.v.file] }, foreign: w.v.file, field: 'attachments' },
    { as: w.mallory, url: '/api/work-orders', body: { ...woBody(w.malloryProperty), unit: w.v.unit }, foreign: w.v.unit, field: 'unit' },
    { as: w.mallory, url: '/api/work-orders', body: { ...woBody(w.malloryProperty), room: w.v.room }, foreign: w.v.room, field: 'room' },
  ],
  'GET /api/work-orders': (w) => [{ as: w.mallory, url: `/api/work-orders?propertyId=${w.v.building}`, foreign: w.v.building }],
  'GET /api/work-orders/get-by-token/:token': { none: 'public; a random token, not an id (work-orders.routes.test.ts: shows only the shared one)' },
  'GET /api/work-orders/generate-contractors/:id': (w) => [{ as: w.mallory, url: `/api/work-orders/generate-contractors/${w.v.workOrder}`, foreign: w.v.workOrder }],
  'POST /api/work-orders/:id/share-links': (w) => [{ as: w.mallory, url: `/api/work-orders/${w.v.workOrder}/share-links`, foreign: w.v.workOrder }],
  'GET /api/work-orders/:id/share-links': (w) => [{ as: w.mallory, url: `/api/work-orders/${w.v.workOrder}/share-links`, foreign: w.v.workOrder }],
  'DELETE /api/work-orders/:id/share-links': (w) => [{ as: w.mallory, url: `/api/work-orders/${w.v.workOrder}/share-links`, foreign: w.v.workOrder }],
  'PATCH /api/work-orders/share/:id': (w) => [{ as: w.mallory, url: `/api/work-orders/share/${w.v.workOrder}`, body: { email: 'mallory-share@example.com' }, foreign: w.v.workOrder }],
  'PATCH /api/work-orders/add-assignee/:id': (w) => [
    { as: w.mallory, url: `/api/work-orders/add-assignee/${w.v.workOrder}`, body: { userId: w.malloryProvider.id }, foreign: w.v.workOrder },
    { as: w.mallory, url: `/api/work-orders/add-assignee/${w.malloryWorkOrder}`, body: { contactId: w.v.contact }, foreign: w.v.contact, field: 'contactId' },
  ],
  'PATCH /api/work-orders/request-quote/:id': (w) => [
    { as: w.mallory, url: `/api/work-orders/request-quote/${w.v.workOrder}`, body: { providerIds: [w.malloryProvider.id] }, foreign: w.v.workOrder },
  ],
  'GET /api/work-orders/:id': (w) => [
    { as: w.mallory, url: `/api/work-orders/${w.v.workOrder}`, foreign: w.v.workOrder },
    { as: w.malloryProvider, url: `/api/work-orders/${w.v.workOrder}`, foreign: w.v.workOrder },
  ],
  'PATCH /api/work-orders/:id': (w) => [
    { as: w.mallory, url: `/api/work-orders/${w.v.workOrder}`, body: { name: 'Taken' }, foreign: w.v.workOrder },
    { as: w.mallory, url: `/api/work-orders/${w.malloryWorkOrder}`, body: { documents: [w.v.file] }, foreign: w.v.file, field: 'documents' },
  ],
  'GET /api/work-orders/:id/quotes': (w) => [{ as: w.mallory, url: `/api/work-orders/${w.v.workOrder}/quotes`, foreign: w.v.workOrder }],
  'POST /api/work-orders/:id/accept-quote': (w) => [
    { as: w.mallory, url: `/api/work-orders/${w.v.workOrder}/accept-quote`, body: { quoteId: w.v.workOrderQuote }, foreign: w.v.workOrder },
    { as: w.mallory, url: `/api/work-orders/${w.malloryWorkOrder}/accept-quote`, body: { quoteId: w.v.workOrderQuote }, foreign: w.v.workOrderQuote, field: 'quoteId' },
  ],
  'POST /api/work-orders/:id/confirm': (w) => [{ as: w.mallory, url: `/api/work-orders/${w.v.workOrder}/confirm`, body: { rating: 1 }, foreign: w.v.workOrder }],
  'POST /api/work-orders/:id/complete': (w) => [
    { as: w.malloryProvider, url: `/api/work-orders/${w.v.workOrder}/complete`, body: { invoiceFileId: w.malloryProviderFile, amount: 1 }, foreign: w.v.workOrder },
  ],
  'GET /api/work-order-inbox': { none: "the provider's own inbox; no id" },
  'POST /api/work-order-quotes': (w) => [
    {
      as: w.malloryProvider,
      url: '/api/work-order-quotes',
      body: { workOrderId: w.v.workOrder, lineItems: [{ description: 'x', quantity: 1, unitPrice: 1 }], earliestStart: yearDate(1, '01-01') },
      foreign: w.v.workOrder,
      field: 'workOrderId',
    },
  ],
  'GET /api/chat/conversations': { none: "the caller's own conversations; no id" },
  'GET /api/chat/unread': { none: "the caller's own conversations; no id" },
  'POST /api/chat/conversations': (w) => [
    { as: w.mallory, url: '/api/chat/conversations', body: { subject: { kind: 'lease', id: w.v.activeLease } }, foreign: w.v.activeLease, field: 'subject' },
    { as: w.malloryTenant, url: '/api/chat/conversations', body: { subject: { kind: 'lease', id: w.v.activeLease } }, foreign: w.v.activeLease, field: 'subject' },
    { as: w.malloryProvider, url: '/api/chat/conversations', body: { subject: { kind: 'quoteRequest', id: w.v.quoteRequest } }, foreign: w.v.quoteRequest, field: 'subject' },
    { as: w.mallory, url: '/api/chat/conversations', body: { subject: { kind: 'direct', id: w.v.contact } }, foreign: w.v.contact, field: 'subject' },
  ],
  'GET /api/chat/conversations/:id': (w) => [
    { as: w.mallory, url: `/api/chat/conversations/${w.v.conversation}`, foreign: w.v.conversation },
    { as: w.malloryTenant, url: `/api/chat/conversations/${w.v.conversation}`, foreign: w.v.conversation },
  ],
  'GET /api/chat/conversations/:id/messages': (w) => [
    { as: w.mallory, url: `/api/chat/conversations/${w.v.conversation}/messages`, foreign: w.v.conversation },
    { as: w.mallory, url: `/api/chat/conversations/${w.malloryConversation}/messages?before=${w.v.message}`, foreign: w.v.message },
  ],
  'GET /api/chat/conversations/:id/search': (w) => [{ as: w.mallory, url: `/api/chat/conversations/${w.v.conversation}/search?search=rent`, foreign: w.v.conversation }],
  'POST /api/chat/conversations/:id/messages': (w) => [
    { as: w.mallory, url: `/api/chat/conversations/${w.v.conversation}/messages`, body: { text: 'Hi' }, foreign: w.v.conversation },
    { as: w.mallory, url: `/api/chat/conversations/${w.malloryConversation}/messages`, body: { text: 'Look', attachmentIds: [w.v.file] }, foreign: w.v.file, field: 'attachmentIds' },
  ],
  'POST /api/chat/conversations/:id/read': (w) => [
    { as: w.mallory, url: `/api/chat/conversations/${w.v.conversation}/read`, body: { messageId: w.v.message }, foreign: w.v.conversation },
    { as: w.mallory, url: `/api/chat/conversations/${w.malloryConversation}/read`, body: { messageId: w.v.message }, foreign: w.v.message, field: 'messageId' },
  ],
  'GET /api/events': { none: "the caller's own events and their areas' dates; no id" },
  'POST /api/events': { none: 'no record id in the body (the owner is the caller)' },
  'GET /api/events/:id': (w) => [
    { as: w.mallory, url: `/api/events/${w.v.event}`, foreign: w.v.event },
    { as: w.malloryTenant, url: `/api/events/${w.v.event}`, foreign: w.v.event },
  ],
  'PUT /api/events/:id': (w) => [{ as: w.malloryOwner, url: `/api/events/${w.v.event}`, body: { title: 'Taken' }, foreign: w.v.event }],
  'DELETE /api/events/:id': (w) => [{ as: w.malloryProvider, url: `/api/events/${w.v.event}`, foreign: w.v.event }],
  'GET /api/events/:id/ics': (w) => [{ as: w.mallory, url: `/api/events/${w.v.event}/ics`, foreign: w.v.event }],
  'GET /api/calendar/feed': { none: "the caller's own feed" },
  'POST /api/calendar/feed': { none: "the caller's own feed" },
  'PUT /api/calendar/feed': { none: "the caller's own feed; its body names sources, not records" },
  'DELETE /api/calendar/feed': { none: "the caller's own feed" },
  'GET /api/calendar/feed/:token': { none: 'public; a random token (stored hashed), not an id' },
};

function leaseBody(propertyId: string) {
  return {
    propertyId,
    term: 'one-year',
    startDate: yearDate(3, '01-01'),
    endDate: yearDate(3, '12-31'),
    rentAmount: 1000,
    depositValue: 1000,
    depositTerm: 'refundable',
    rentPayType: 'monthly',
    firstDay: 1,
    landlord: { fullName: 'Mallory', email: 'mallory@example.com', entityType: 'individual' },
    tenants: [{ fullName: 'Someone', email: 'someone@example.com' }],
  };
}
const woBody = (property: string) => ({ name: 'Sneaky job', category: 'plumbing', property });
const txnBody = () => ({ type: 'income', name: 'Sneaky', amount: 5, dueDate: yearDate(1, '01-01') });
function checkout(projectModelIds: string[], houseId: string | null = null) {
  return {
    projectModelIds,
    dateRanges: [{ start: yearDate(1, '06-01'), end: yearDate(1, '06-20') }],
    location: { houseId, address: '12 Elm Street, Portland' },
    parkingInfo: 'Driveway',
    replaceExisting: { window: true },
  };
}

/** One md5 per table of the whole database: equal snapshots mean nothing was written anywhere. */
async function snapshot(app: TestApp): Promise<Record<string, string>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) => ((await app.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(sql.raw("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name"));
  const query = tables
    .map(({ table_name: name }) => `select '${name}' as name, md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as hash from (select x::text as row_text from "${name}" x) rows`)
    .join(' union all ');
  const rows = await rowsOf<{ name: string; hash: string }>(sql.raw(query));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

let t: TestApp;
let world: World;

async function ok<T = { id: string }>(method: Method, url: string, user: TestUser, payload?: unknown, status = 201): Promise<T> {
  const response = await t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (response.statusCode !== status) throw new Error(`world: ${method} ${url}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
}

async function buildWorld(): Promise<World> {
  // Victims: a landlord with a tenancy (active lease, tenant user), a homeowner who asked for quotes, and a provider who quoted.
  const victor = await createUser(t, { role: 'propertyManager' });
  const tenancy: Tenancy = await createTenancy(t, {}, victor);
  const building = await createProperty(t, victor, { nickname: 'Victor Tower', type: 'apartment' });
  const unit = await ok('POST', '/api/properties', victor, { nickname: 'Unit 1A', type: 'unit', parentId: building.id });
  const room = await ok('POST', `/api/properties/${unit.id}/rooms`, victor, { name: 'Kitchen' });
  const contact = await ok('POST', '/api/contacts', victor, { type: 'contact', fullName: 'Ana Ruiz' });
  const event = await ok('POST', '/api/events', victor, { title: 'Inspection', start: `${yearDate(1, '03-02')}T09:00:00Z`, end: `${yearDate(1, '03-02')}T10:00:00Z`, reminders: ['oneHour'] });
  const group = (await ok<{ group: { id: string } }>('POST', '/api/group-inventories', victor, { name: 'Kitchen', icon: 'Package' })).group;
  const item = await ok('POST', '/api/inventories', victor, { name: 'Dishwasher', propertyId: building.id });
  const file = await uploadFile(t, victor);
  const docBody = multipart('lease.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf');
  const docFile = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...victor.headers, ...docBody.headers }, payload: docBody.payload }));
  const folder = await ok('POST', '/api/document-folders', victor, { name: 'Taxes' });
  const document = await ok('POST', '/api/documents', victor, { fileId: docFile.id, folderId: folder.id });
  const photo = await uploadFile(t, victor, 'gallery.png', await pngBytes(40, 30));
  const gallery = (await ok<{ images: Array<{ id: string }> }>('POST', '/api/galleries', victor, { images: [photo.id], property: unit.id })).images[0]!;
  const tenant = await createTenant(t, victor);
  const draftLease = await createLease(t, victor, unit.id, { startDate: yearDate(2, '01-01'), endDate: yearDate(2, '12-31') });
  const link = await ok<{ token: string }>('POST', '/api/tenant-applications/links', victor, { propertyId: unit.id });
  const application = await ok('POST', `/api/tenant-applications/public/${link.token}`, victor, applicationBody());
  const template = await ok('POST', '/api/lease-form-templates', victor, { name: 'Standard', fees: [{ type: 'moveInFee', amount: 150 }], clauses: [{ title: 'Smoking', body: 'No smoking.' }] });
  const account = await ok('POST', '/api/accounts', victor, { name: 'Operating' });
  const txn = await ok('POST', '/api/transactions', tenancy.landlord, { type: 'income', name: 'Parking', amount: 50, dueDate: yearDate(1, '01-01'), leaseId: tenancy.leaseId });
  const payment = await ok('POST', '/api/payments', tenancy.tenantUser, { transactionId: txn.id, amount: 20, date: yearDate(0, '01-01') });
  const widget = (await ok<{ widgets: Array<{ id: string }> }>('GET', '/api/widgets/get-user', victor, undefined, 200)).widgets[0]!;
  const mortgage = await ok('POST', '/api/mortgage-schedules', victor, { name: 'Loan', amount: 10, dayOfMonth: 1, startDate: yearDate(1, '01-01') });
  const portal = await ok<{ token: string }>('GET', `/api/request-portal/properties/${building.id}`, victor, undefined, 200);
  const tenantRequest = await ok('POST', `/api/request-portal/${portal.token}/requests`, victor, { contactName: 'Guest', contactEmail: 'guest@example.com', categoryId: 1, description: 'Leak', urgency: 'low' });
  const service = await ok('POST', '/api/property-services', victor, { name: 'Gutters', propertyId: building.id });

  const victoria = await createUser(t, { role: 'homeOwner' });
  const model = await ok('POST', '/api/project-models', victoria, { projectType: 'window', status: 'SAVED', name: 'Window', properties: { size: { width: 36, height: 48 } } });
  const requested = await ok('POST', '/api/project-models', victoria, { projectType: 'window', status: 'SAVED', name: 'Window 2', properties: { size: { width: 36, height: 48 } } });
  const quoteRequest = await ok('POST', '/api/quote-requests', victoria, checkout([requested.id]));
  const vendor = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, vendor.id, { companyName: 'Becker Windows', trades: ['windowsDoors'] });
  const quote = await ok('POST', '/api/quotes', vendor, { requestId: quoteRequest.id, amount: 1200 });
  const workOrder = await ok('POST', '/api/work-orders', victor, { ...woBody(building.id), attachments: [file.id] });
  await ok('PATCH', `/api/work-orders/request-quote/${workOrder.id}`, victor, { providerIds: [vendor.id] }, 200);
  const shareLink = (await ok<{ link: { id: string } }>('POST', `/api/work-orders/${workOrder.id}/share-links`, victor)).link;
  const workOrderQuote = await ok('POST', '/api/work-order-quotes', vendor, {
    workOrderId: workOrder.id,
    lineItems: [{ description: 'Labour', quantity: 1, unitPrice: 300 }],
    earliestStart: yearDate(1, '01-01'),
  });

  const accountExport = await ok('POST', '/api/account-data/exports', victor, undefined, 202);
  // A notification of the victim landlord, made as the app makes one (a notifying event).
  await notifyReminder(t, victor);
  const notification = (await ok<{ results: Array<{ id: string }> }>('GET', '/api/notifications', victor, undefined, 200)).results[0]!;
  const conversation = await ok('POST', '/api/chat/conversations', victor, { subject: { kind: 'lease', id: tenancy.leaseId } });
  const message = await ok('POST', `/api/chat/conversations/${conversation.id}/messages`, tenancy.tenantUser, { text: 'When is rent due?' });
  const calculatorResult = await ok('POST', '/api/calendar-history/generate-ai-result', victoria, {
    inputData: { kind: 'mortgage', homePrice: 300_000, downPayment: 60_000, annualRatePercent: 6, years: 30 },
  });

  // Attackers: their own records sit beside the victim's ids in mixed bodies.
  const mallory = await createUser(t, { role: 'propertyManager' });
  const malloryTenancy = await createTenancy(t, {}, mallory);
  const malloryProperty = (await createProperty(t, mallory, { nickname: 'Mallory House', type: 'singleFamily' })).id;
  const malloryItem = (await ok('POST', '/api/inventories', mallory, { name: 'Kettle' })).id;
  const malloryTxn = (await ok('POST', '/api/transactions', mallory, txnBody())).id;
  const malloryDocFile = json<{ id: string }>(await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...mallory.headers, ...docBody.headers }, payload: docBody.payload }));
  const malloryDocument = (await ok('POST', '/api/documents', mallory, { fileId: malloryDocFile.id })).id;
  await ok('GET', '/api/widgets/get-user', mallory, undefined, 200); // the attacker's own widgets exist before any attack
  const malloryOwner = await createUser(t, { role: 'homeOwner' });
  const malloryModel = (await ok('POST', '/api/project-models', malloryOwner, { projectType: 'window', status: 'SAVED', name: 'Mine', properties: { size: { width: 36, height: 48 } } })).id;
  const malloryProvider = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, malloryProvider.id, { companyName: 'Gate Co', trades: ['landscaping'] });
  const malloryWorkOrder = (await ok('POST', '/api/work-orders', mallory, woBody(malloryProperty))).id;
  await ok('PATCH', `/api/work-orders/request-quote/${malloryWorkOrder}`, mallory, { providerIds: [malloryProvider.id] }, 200);
  const malloryProviderFile = (await uploadFile(t, malloryProvider, 'invoice.png')).id;
  const malloryConversation = (await ok('POST', '/api/chat/conversations', mallory, { subject: { kind: 'lease', id: malloryTenancy.leaseId } })).id;

  return {
    mallory,
    malloryOwner,
    malloryProvider,
    malloryTenant: malloryTenancy.tenantUser,
    malloryProperty,
    malloryItem,
    malloryTxn,
    malloryTenantRecord: malloryTenancy.tenantId,
    malloryDocument,
    malloryModel,
    malloryWorkOrder,
    malloryProviderFile,
    malloryConversation,
    v: {
      building: building.id, unit: unit.id, room: room.id, contact: contact.id, item: item.id, group: group.id, file: file.id,
      document: document.id, folder: folder.id, gallery: gallery.id, tenant: tenant.id, draftLease: draftLease.id,
      activeLease: tenancy.leaseId, application: application.id, template: template.id, txn: txn.id, payment: payment.id,
      account: account.id, mortgage: mortgage.id, model: model.id, quoteRequest: quoteRequest.id, quote: quote.id,
      tenantRequest: tenantRequest.id, service: service.id,
      workOrder: workOrder.id, workOrderQuote: workOrderQuote.id,
      notification: notification.id,
      conversation: conversation.id, message: message.id,
      widget: widget.id,
      event: event.id,
      calculatorResult: calculatorResult.id,
      shareLink: shareLink.id,
      accountExport: accountExport.id,
    },
  };
}

function applicationBody() {
  return {
    basicInfo: { fullName: 'Dana Whitfield', email: 'dana@example.com', phoneNumber: '(503) 555-0142', dateOfBirth: '1990-04-12', idType: 'passport', idNumber: 'P1234567', idCountry: 'Canada', hasCoSigners: false },
    terms: { desiredMoveInDate: yearDate(1, '02-01'), leaseTerm: 'one-year', occupantsCount: 1, hasPets: false },
    address: { address: '12 Elm St', city: 'Vancouver', state: 'BC', postalCode: 'V5K 0A1', country: 'Canada', reasonForLeaving: 'needMoreSpace' },
    financial: { employmentStatus: 'employed', employer: 'Northwind', monthlyIncome: 6500.5 },
    additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false },
    consent: true,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld();
});
afterAll(() => t.close());

/** Path ids: 404. Query ids (list filters): 404, or the same 200 a missing id gets. Body ids: 404, or a 422 naming the field. */
const allowedStatuses = { path: [404], query: [200, 404], body: [404, 422] } as const;

/** Route parameters that are not record ids (names, tokens, steps). */
const NOT_AN_ID = /^:(token|step|provider|email|status|name)$/;
/** Routes whose :id is a catalogue record (integer id, docs/design.md#ids) that belongs to no account. */
const CATALOGUE_ID_ROUTES = new Set(['GET /api/books/:id']);

describe('cross-account access (generated from the route list)', () => {
  it('every API route has a cross-account entry, and every entry a route', () => {
    expect([...t.routes].sort()).toEqual(Object.keys(crossAccount).sort());
  });

  it('every route with a record id in its path has cross-account cases, not a reason', () => {
    const waved = Object.entries(crossAccount)
      .filter(([route]) => route.split(' ')[1]!.split('/').some((segment) => segment.startsWith(':') && !NOT_AN_ID.test(segment)))
      .filter(([route, entry]) => typeof entry !== 'function' && !CATALOGUE_ID_ROUTES.has(route))
      .map(([route]) => route);
    expect(waved).toEqual([]);
  });

  for (const [route, entry] of Object.entries(crossAccount)) {
    if (typeof entry !== 'function') continue;
    const method = route.split(' ')[0] as Method;
    it(`${route}: another account's record answers like a missing one and nothing changes`, async () => {
      const attacks = entry(world);
      expect(attacks.length).toBeGreaterThan(0);
      for (const attack of attacks) {
        const label = `${attack.as.role} ${method} ${attack.url} ${attack.body === undefined ? '' : JSON.stringify(attack.body)}`;
        const send = (url: string, body: unknown) =>
          t.app.inject({ method, url, headers: attack.as.headers, ...(body === undefined ? {} : { payload: body as object }) });
        const before = await snapshot(t);
        const foreign = await send(attack.url, attack.body);
        expect(await snapshot(t), `${label} changed the database`).toEqual(before);
        const swap = (value: string) => value.split(attack.foreign).join(MISSING);
        const missing = await send(swap(attack.url), attack.body === undefined ? undefined : JSON.parse(swap(JSON.stringify(attack.body))));
        // Same status and code as a missing id; a 200 (a list filtered by the id) must be the very same body.
        const answer = (response: typeof foreign) => ({
          status: response.statusCode,
          code: String(response.headers['content-type']).includes('json') ? (response.json() as { code?: string }).code : undefined,
          body: response.statusCode === 200 ? response.body : undefined,
        });
        expect(answer(foreign), `${label} answers unlike a missing id`).toEqual(answer(missing));
        const where = attack.url.split('?')[0]!.includes(attack.foreign) ? 'path' : attack.url.includes(attack.foreign) ? 'query' : 'body';
        expect(where === 'body' ? typeof attack.field : 'string', `${label}: a body id names its field`).toBe('string');
        expect(allowedStatuses[where], `${label}: ${foreign.statusCode} ${foreign.body}`).toContain(foreign.statusCode);
        const named = foreign.statusCode === 422 ? ((foreign.json() as { details?: Array<{ path: string }> }).details ?? []).map((detail) => detail.path.split('.')[0]) : [attack.field];
        expect(named, `${label}: a 422 names the field: ${foreign.body}`).toContain(attack.field);
      }
    });
  }
});
