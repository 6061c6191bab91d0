/** Calculator results kept in each user's history (issue 14). */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CalculatorExplanation, CalculatorKind, CalculatorOutcome } from '@lintel/shared';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';

/** One computed result with its explanation; the input is kept so the form can be reopened. */
export const calculatorResults = pgTable(
  'calculator_results',
  {
    id: id(),
    /** The user whose history holds the result (histories are per user). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalculatorKind>().notNull(),
    title: text('title').notNull(),
    headline: text('headline').notNull(),
    inputData: jsonb('input_data').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<CalculatorOutcome>().notNull(),
    explanation: jsonb('explanation').$type<CalculatorExplanation>().notNull(),
    source: text('source', { enum: ['ai', 'local'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('calculator_results_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('calculator_results_user_kind_created_idx').on(t.userId, t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
