/** Tenant requests, the per-property request portal links, and property services (tasks). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { properties } from '../properties/properties.table.ts';

/**
 * A maintenance request (spec point 3). `account_id` is the landlord's account (the property's
 * owner); `requested_by` the tenant user who filed it, or null for a request from the portal (then
 * the contact columns say who). `building_id` is the top-level property, so the landlord's property
 * filter finds a unit's requests under its building.
 */
export const tenantRequests = pgTable(
  'tenant_requests',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').notNull(),
    propertyName: text('property_name').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name'),
    status: text('status', { enum: ['in-review', 'ongoing', 'completed', 'rejected'] }).notNull().default('in-review'),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    description: text('description').notNull(),
    urgency: text('urgency', { enum: ['low', 'medium', 'emergency'] }).notNull(),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    videoIds: uuid('video_ids').array().notNull().default(sql`'{}'::uuid[]`),
    fromPortal: boolean('from_portal').notNull().default(false),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    rejectionReason: text('rejection_reason'),
    /** The work order made from this request (work orders live in another module: no foreign key). */
    workOrderId: uuid('work_order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenant_requests_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tenant_requests_account_status_idx').on(t.accountId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tenant_requests_account_building_idx').on(t.accountId, t.buildingId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tenant_requests_requester_idx').on(t.requestedBy, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A property's request portal link (docs/design.md#sharing-by-token). The token is an HMAC of a random
 * 32-byte `nonce` under the server's secret, so the landlord can print it again while the database
 * alone cannot rebuild it; lookups go by its SHA-256 (`token_hash`). Rotating draws a new nonce;
 * turning off keeps the row with enabled = false. Uploads made through the link are listed so a
 * request may only attach those.
 */
export const requestPortalLinks = pgTable(
  'request_portal_links',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    uploadIds: uuid('upload_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** When the landlord was last told this link hit its byte quota (at most once a day). */
    throttledAt: timestamp('throttled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('request_portal_links_property_key').on(t.propertyId), uniqueIndex('request_portal_links_token_hash_key').on(t.tokenHash)],
);

/**
 * The bytes each portal upload stored (issue 25 item 4): summed over the last 24 hours per link and
 * per account against PORTAL_UPLOAD_QUOTA. The file itself stays in `files` under the landlord.
 */
export const requestPortalUploads = pgTable(
  'request_portal_uploads',
  {
    id: id(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => requestPortalLinks.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('request_portal_uploads_link_idx').on(t.linkId, t.createdAt), index('request_portal_uploads_account_idx').on(t.accountId, t.createdAt)],
);

/** A property service (task, spec points 3 and 9). Money in numeric(12,2). */
export const propertyServices = pgTable(
  'property_services',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    propertyName: text('property_name').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id'),
    subCategoryId: integer('sub_category_id'),
    description: text('description'),
    status: text('status', { enum: ['toDo', 'ongoing', 'done'] }).notNull().default('toDo'),
    assignment: text('assignment', { enum: ['contractors', 'contractorOrVendor', 'selfAssignment', 'inHouseTeam'] }).notNull(),
    dateMode: text('date_mode', { enum: ['dueDate', 'dateRange'] }).notNull().default('dueDate'),
    dueDatePreset: text('due_date_preset', { enum: ['asSoonAsPossible', 'oneWeek', 'twoThreeWeeks', 'oneMonth'] }),
    dueDate: date('due_date', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    time: text('time'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    requestData: text('request_data'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }),
    deposit: numeric('deposit', { precision: 12, scale: 2 }),
    invoiceAttachmentIds: uuid('invoice_attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    completionDate: date('completion_date', { mode: 'string' }),
    tenantRequestId: uuid('tenant_request_id').references(() => tenantRequests.id, { onDelete: 'set null' }),
    /** The work order made from this service (no foreign key: work orders live in another module). */
    workOrderId: uuid('work_order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('property_services_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('property_services_account_status_idx').on(t.accountId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('property_services_account_property_idx').on(t.accountId, t.propertyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('property_services_account_due_idx').on(t.accountId, t.dueDate),
    index('property_services_account_range_idx').on(t.accountId, t.startDate, t.endDate),
  ],
);
