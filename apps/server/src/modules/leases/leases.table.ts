/** Leases, their tenants, e-signatures and the audit trail of the lease document. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Landlord, LateFee, LeaseClause, LeaseFee, LeaseUtility, Occupant } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { properties } from '../properties/properties.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

export const leases = pgTable(
  'leases',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** "Building · Unit" when the lease was made; the A-Z sort and the document use it. */
    propertyName: text('property_name').notNull(),
    /** Stored statuses; 'ended' is computed from end_date when read. */
    status: text('status', { enum: ['draft', 'pendingSignature', 'active', 'terminated'] }).notNull(),
    term: text('term', { enum: ['one-year', 'month_to_month', 'half-year'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    leaseEndingCondition: text('lease_ending_condition', { enum: ['continueMonthToMonth', 'moveOut', 'renewSameTerm'] }),
    rentAmount: numeric('rent_amount', { precision: 12, scale: 2 }).notNull(),
    depositValue: numeric('deposit_value', { precision: 12, scale: 2 }).notNull().default('0'),
    depositTerm: text('deposit_term', { enum: ['refundable', 'partiallyRefundable', 'nonRefundable', 'lastMonthRent'] }),
    /** jsonb numbers are PostgreSQL numerics, so the amount stays exact. */
    lateFee: jsonb('late_fee').$type<LateFee>(),
    rentPayType: text('rent_pay_type', { enum: ['monthly', 'twiceMonthly', 'weekly', 'biWeekly'] }).notNull(),
    firstDay: integer('first_day').notNull(),
    secondDay: integer('second_day'),
    alignMonthly: boolean('align_monthly').notNull().default(false),
    occupants: jsonb('occupants').$type<Occupant[]>().notNull().default([]),
    utilities: text('utilities').array().$type<LeaseUtility[]>().notNull().default(sql`'{}'::text[]`),
    amenityIds: integer('amenity_ids').array().notNull().default(sql`'{}'::integer[]`),
    documentIds: uuid('document_ids').array().notNull().default(sql`'{}'::uuid[]`),
    landlord: jsonb('landlord').$type<Landlord>().notNull(),
    templateId: uuid('template_id'),
    fees: jsonb('fees').$type<LeaseFee[]>().notNull().default([]),
    clauses: jsonb('clauses').$type<LeaseClause[]>().notNull().default([]),
    signedOffline: boolean('signed_offline').notNull().default(false),
    /** SHA-256 (hex) of the unsigned PDF stored at unsigned_key when sent for signature. */
    documentHash: text('document_hash'),
    unsignedKey: text('unsigned_key'),
    signedKey: text('signed_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminationDate: date('termination_date', { mode: 'string' }),
    terminationReason: text('termination_reason'),
    /** When its parties were told it ends soon (lease.endingSoon, once per lease; issue 21 item 5). */
    endingSoonNotifiedAt: timestamp('ending_soon_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leases_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leases_account_name_idx').on(t.accountId, t.propertyName, t.id),
    index('leases_account_end_idx').on(t.accountId, t.endDate, t.id),
    index('leases_account_rent_idx').on(t.accountId, t.rentAmount, t.id),
    index('leases_property_idx').on(t.propertyId, t.startDate),
  ],
);

export const leaseTenants = pgTable(
  'lease_tenants',
  {
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.tenantId] }), index('lease_tenants_tenant_idx').on(t.tenantId)],
);

/** One row per signature; `slot` is 'landlord' or the tenant's id, so a slot is signed once. */
export const leaseSignatures = pgTable(
  'lease_signatures',
  {
    id: id(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    role: text('role', { enum: ['landlord', 'tenant'] }).notNull(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    signatureType: text('signature_type', { enum: ['drawn', 'typed'] }).notNull(),
    /** Typed: the name as typed; drawn: the re-encoded PNG, base64. */
    signatureData: text('signature_data').notNull(),
    documentHash: text('document_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lease_signatures_slot_key').on(t.leaseId, t.slot)],
);

export const leaseAuditEvents = pgTable(
  'lease_audit_events',
  {
    id: id(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['created', 'sentForSignature', 'emailed', 'viewed', 'signed', 'completed', 'terminated'] }).notNull(),
    actorRole: text('actor_role', { enum: ['landlord', 'tenant', 'system'] }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentHash: text('document_hash'),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [index('lease_audit_events_lease_idx').on(t.leaseId, t.createdAt, t.id)],
);
