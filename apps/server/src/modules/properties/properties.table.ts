/** Properties (buildings, homes and their units), rooms, and the amenities catalogue. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export interface LocationJson {
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'USA' | 'Canada' | 'Australia';
}
export interface CountsJson {
  [key: string]: number;
}

export const properties = pgTable(
  'properties',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => properties.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    type: text('type', { enum: ['singleFamily', 'multiFamily', 'apartment', 'cottage', 'unit'] }).notNull(),
    isStudio: boolean('is_studio').notNull().default(false),
    location: jsonb('location').$type<LocationJson>(),
    subType: text('sub_type', { enum: ['detach', 'semiDetach', 'townhouse', 'condoTownhouse', 'condo', 'coOp'] }),
    rentStatus: text('rent_status', { enum: ['vacant', 'ownerOccupied', 'partialLeased', 'leased'] })
      .notNull()
      .default('vacant'),
    unitsCount: integer('units_count').notNull().default(0),
    floor: integer('floor'),
    storey: integer('storey'),
    imageIds: uuid('image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    roomsDetails: jsonb('rooms_details').$type<{ bedroom: number; bathroom: number; den: number }>(),
    parkingSpaces: jsonb('parking_spaces')
      .$type<{ garageParking: number; carportParking: number; parkingLot: number }>()
      .notNull()
      .default({ garageParking: 0, carportParking: 0, parkingLot: 0 }),
    /** Yearly amounts in dollars; null for a unit. */
    propertyTax: numeric('property_tax', { precision: 12, scale: 2 }),
    insurance: numeric('insurance', { precision: 12, scale: 2 }),
    hoaFee: numeric('hoa_fee', { precision: 12, scale: 2 }),
    sizes: jsonb('sizes').$type<CountsJson>().notNull().default({}),
    amenityIds: integer('amenity_ids').array().notNull().default(sql`'{}'::integer[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list screen's default: an account's active top-level properties, newest first. The id is
    // in the key so deep pages are an index-only scan (docs/performance-budgets.md#api: page 5,000 ≤ 2× page 1).
    // Ascending keys: read forward for oldest-first, backward for newest-first (ORDER BY … DESC).
    index('properties_account_active_created_asc_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.archivedAt} is null`),
    index('properties_account_active_nickname_idx')
      .on(t.accountId, t.nickname, t.id)
      .where(sql`${t.parentId} is null and ${t.archivedAt} is null`),
    index('properties_account_active_units_idx')
      .on(t.accountId, t.unitsCount, t.createdAt, t.id)
      .where(sql`${t.parentId} is null and ${t.archivedAt} is null`),
    index('properties_account_archived_idx')
      .on(t.accountId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    index('properties_parent_created_idx').on(t.parentId, t.createdAt, t.id),
    // The gallery's unit level across an account (GET /galleries?level=unit).
    index('properties_account_units_created_idx')
      .on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is not null and ${t.archivedAt} is null`),
  ],
);

/**
 * Count of each account's active top-level properties, kept by a trigger on properties (migration
 * 0003), so the default list's total is one key lookup instead of counting every row.
 */
export const propertyCounts = pgTable('property_counts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  active: integer('active').notNull().default(0),
});

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nickname: text('nickname'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rooms_property_idx').on(t.propertyId, t.createdAt),
    // The gallery's room level across an account (GET /galleries?level=room).
    index('rooms_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Catalogue: integer ids (docs/design.md#ids), seeded by migration. */
export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  entity: text('entity').notNull().default('property'),
});
