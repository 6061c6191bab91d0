/** Dashboard widgets: one row per user and widget key, holding its place, height and visibility. */
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { widgetKeys } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const userWidgets = pgTable(
  'user_widgets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { enum: widgetKeys }).notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_widgets_user_key_key').on(t.userId, t.key)],
);
