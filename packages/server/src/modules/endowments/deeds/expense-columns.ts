import { readDeduction, type ExpenseDraft } from '@bayan/shared';
import type { ExpenseRow, NewExpenseRow } from './expenses.table.js';

/** An expense line's columns besides its deed and place. */
export type ExpenseColumns = Omit<NewExpenseRow, 'id' | 'endowmentId' | 'position'>;

/** The row of an expense line as typed; its value also in its stored form once it reads as one. */
export function expenseColumns(line: ExpenseDraft): ExpenseColumns {
  const read = line.kind && line.value !== undefined ? readDeduction(line.kind, line.value) : null;
  const value = read?.ok ? read.value : undefined;
  return {
    key: line.key,
    label: line.label ?? null,
    kind: line.kind ?? null,
    value: line.value ?? null,
    valueBp: value && 'bp' in value ? value.bp : null,
    amountHalalas: value && 'halalas' in value ? value.halalas : null,
  };
}

/** The draft of an expense row: its null columns are left out, as they were when it was saved. */
export function expenseOf(row: ExpenseRow): ExpenseDraft {
  const line: ExpenseDraft = { key: row.key };
  if (row.label !== null) line.label = row.label;
  if (row.kind !== null) line.kind = row.kind;
  if (row.value !== null) line.value = row.value;
  return line;
}
