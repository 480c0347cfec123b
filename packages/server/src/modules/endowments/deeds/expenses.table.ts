import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEED_LIMITS, EXPENSE_KINDS, MAX_DEED_AMOUNT_HALALAS } from '@bayan/shared';
import { endowments } from './deeds.table.js';

export const expenseKindEnum = pgEnum('endowment_expense_kind', EXPENSE_KINDS);

/**
 * An expense line of a deed (paragraphs 13 and 18), in its list's order: paid from the yield before
 * the beneficiaries. Label and value as typed while a draft; the value also in basis points of the
 * yield (PERCENT) or halalas a year (AMOUNT) once it reads as one (the review checks the rest).
 */
export const endowmentExpenses = pgTable(
  'endowment_expenses',
  {
    id: serial('id').primaryKey(),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The client's key of the row (kept across saves). */
    key: text('key').notNull(),
    label: text('label'),
    kind: expenseKindEnum('kind'),
    value: text('value'),
    valueBp: integer('value_bp'),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('endowment_expenses_position_key').on(t.endowmentId, t.position),
    check(
      'endowment_expenses_position_check',
      sql`${t.position} between 0 and ${sql.raw(String(DEED_LIMITS.expenses - 1))}`,
    ),
    check('endowment_expenses_label_check', sql`length(${t.label}) <= 200`),
    check('endowment_expenses_value_check', sql`length(${t.value}) <= 24`),
    check(
      'endowment_expenses_value_bp_check',
      sql`${t.valueBp} is null or (${t.kind} = 'PERCENT' and ${t.valueBp} between 0 and 10000)`,
    ),
    check(
      'endowment_expenses_amount_check',
      sql`${t.amountHalalas} is null or (${t.kind} = 'AMOUNT' and ${t.amountHalalas} between 0 and ${sql.raw(String(MAX_DEED_AMOUNT_HALALAS))})`,
    ),
  ],
);

export type ExpenseRow = typeof endowmentExpenses.$inferSelect;
export type NewExpenseRow = typeof endowmentExpenses.$inferInsert;
