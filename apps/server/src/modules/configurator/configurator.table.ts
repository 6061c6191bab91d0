/**
 * Configurator tables: the catalogue (project types, questions and options, layouts, add-ons; integer
 * ids, seeded by migration) and the accounts' project models (UUID ids).
 */
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
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Choices, OptionMetadata } from '@lintel/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

export const projectTypes = pgTable('project_types', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  isMainTrade: boolean('is_main_trade').notNull().default(false),
  /** Window, exterior door and garage door have questions; other trades are only listed. */
  isConfigurable: boolean('is_configurable').notNull().default(false),
  basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull().default('0'),
  pricePerSquareFoot: numeric('price_per_square_foot', { precision: 12, scale: 2 }).notNull().default('0'),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    projectTypeId: integer('project_type_id')
      .notNull()
      .references(() => projectTypes.id, { onDelete: 'cascade' }),
    /** The step question a grouped question belongs to (COLOR → COLOR_INSIDE). */
    parentId: integer('parent_id').references((): AnyPgColumn => questions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    material: text('material'),
    isTabInMobile: boolean('is_tab_in_mobile').notNull().default(false),
    priceIdentificationCount: integer('price_identification_count').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('questions_type_key_idx').on(t.projectTypeId, t.key), index('questions_parent_idx').on(t.parentId)],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    metadata: jsonb('metadata').$type<OptionMetadata>().notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('question_options_question_idx').on(t.questionId, t.position)],
);

export const layouts = pgTable(
  'layouts',
  {
    id: serial('id').primaryKey(),
    /** Opening type option key (casement, awning…). */
    openingType: text('opening_type').notNull(),
    iconUrl: text('icon_url').notNull(),
    panelsCount: integer('panels_count').notNull(),
    priceIdentificationCount: integer('price_identification_count').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Size range in inches the layout is made in. */
    minWidth: integer('min_width').notNull(),
    maxWidth: integer('max_width').notNull(),
    minHeight: integer('min_height').notNull(),
    maxHeight: integer('max_height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('layouts_opening_type_idx').on(t.openingType, t.position)],
);

export const addons = pgTable('addons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
  /** Project type keys the add-on applies to. */
  projectTypeKeys: text('project_type_keys').array().notNull().default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
});

export interface StoredProjectModelProperties {
  isHandleAndLockNeeded: boolean;
  openingSide: 'left' | 'right';
  note: string;
  addons: number[];
  files: string[];
  size: { id?: string | number | null; width: number | null; height: number | null; headroomSize?: number | null };
  layouts: unknown[];
  activeLayoutId: number | null;
  isNonStandardLayout: boolean;
  showMissingError: boolean;
  isColorInsideSelected: boolean;
}
export interface StoredModelProperties {
  room: string | null;
  floor: string | null;
  note: string;
  files: string[];
}

export const projectModels = pgTable(
  'project_models',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cart's id for the model, unique per account. */
    uuid: text('uuid').notNull(),
    projectTypeId: integer('project_type_id')
      .notNull()
      .references(() => projectTypes.id),
    name: text('name').notNull().default(''),
    status: text('status', { enum: ['CARD_DRAFT', 'SAVED', 'DONE'] }).notNull().default('CARD_DRAFT'),
    choices: jsonb('choices').$type<Choices>().notNull(),
    properties: jsonb('properties').$type<StoredProjectModelProperties>().notNull(),
    modelProperties: jsonb('model_properties').$type<StoredModelProperties>().notNull(),
    priceEstimate: numeric('price_estimate', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Where the quote flow took a saved model (spec point 3 group filters); null before quotes were requested. */
    stage: text('stage', { enum: ['quoteRequested', 'quoteAccepted', 'kickOff', 'startDateConfirmed'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_models_account_uuid_idx').on(t.accountId, t.uuid),
    index('project_models_account_status_idx').on(t.accountId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('project_models_account_stage_idx').on(t.accountId, t.stage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
