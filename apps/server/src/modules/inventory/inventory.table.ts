/** Inventory items (what an owner needs for an insurance claim) and the groups that hold them. */
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { properties, rooms } from '../properties/properties.table.ts';
import { contactCategories } from '../contacts/contacts.table.ts';

export const inventoryGroups = pgTable(
  'inventory_groups',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon', {
      enum: ['Package', 'DeliveryBox02', 'DeliveryBox01', 'Layers02', 'ShoppingBasket01', 'ShoppingBasket03', 'Luggage01'],
    }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inventory_groups_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const inventories = pgTable(
  'inventories',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting a group keeps its items, ungrouped. */
    groupId: uuid('group_id').references(() => inventoryGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: integer('category_id').references(() => contactCategories.id, { onDelete: 'set null' }),
    /** Deleting a property or room keeps the item (it is still owned), unlinked. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    price: numeric('price', { precision: 12, scale: 2 }),
    serialNumber: text('serial_number'),
    warrantyEnd: date('warranty_end', { mode: 'string' }),
    receiptId: uuid('receipt_id').references(() => files.id, { onDelete: 'set null' }),
    imageIds: uuid('image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventories_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('inventories_account_property_idx').on(t.accountId, t.propertyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('inventories_account_group_idx').on(t.accountId, t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('inventories_account_name_idx').on(t.accountId, t.name, t.id),
  ],
);
