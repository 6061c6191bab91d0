/** Gallery images: an uploaded image placed on a property, a unit (a property with a parent) or a room. */
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { files } from '../files/files.table.ts';
import { properties, rooms } from '../properties/properties.table.ts';

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The property or unit; with roomId, the room's property or unit. */
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gallery_images_file_key').on(t.fileId),
    index('gallery_images_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gallery_images_account_property_idx').on(t.accountId, t.propertyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Newest images of each place (property or unit without room, or a room) for the nested listing.
    index('gallery_images_place_idx').on(t.propertyId, t.roomId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gallery_images_room_idx').on(t.roomId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
