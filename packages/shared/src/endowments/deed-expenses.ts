import type { FieldMessageKey } from '../errors/field-messages.js';
import { invalid, valid, type Checked } from '../text/checked.js';
import { FULL_SHARE_BP, parsePercent } from './basis-points.js';
import { EXPENSE_LABEL_LIMITS, type ExpenseKind, type RewardKind } from './deed-kinds.js';
import type { EndowmentDraft } from './deed-draft.js';
import { parseSarAmount } from './sar-amount.js';

/*
 * The deed's deductions from the yield (waqf notes §3 paragraphs 10, 12, 13, 18; §5): expense lines
 * and the supervisor's reward, each a percentage of the yield or a fixed yearly amount. They come
 * before the beneficiaries, whose shares (Σ = 100 %) split the net yield that remains, so the
 * percentages taken first must leave some of it: their sum stays below 100 %.
 */

/** A deduction's value read by its kind: basis points of the yield, or halalas a year. */
export type DeductionValue = { bp: number } | { halalas: number };

/** A share of the yield in (0, 100 %]: typed as a percentage, more than nothing. */
export function checkYieldPercent(input: string): Checked<number, 'field.percent' | 'field.deedYieldPercent'> {
  const percent = parsePercent(input);
  if (!percent.ok) return percent;
  return percent.value > 0 && percent.value <= FULL_SHARE_BP ? valid(percent.value) : invalid('field.deedYieldPercent');
}

/** The value of a PERCENT or AMOUNT deduction as typed, read to its stored form, or why not. */
export function readDeduction(
  kind: ExpenseKind | RewardKind,
  input: string,
): Checked<DeductionValue, FieldMessageKey> | null {
  if (kind === 'GOING_RATE') return null;
  if (kind === 'PERCENT') {
    const bp = checkYieldPercent(input);
    return bp.ok ? valid({ bp: bp.value }) : bp;
  }
  const halalas = parseSarAmount(input);
  return halalas.ok ? valid({ halalas: halalas.value }) : halalas;
}

/** An expense line's label, trimmed, from 2 to 120 characters. */
export function checkExpenseLabel(input: string): Checked<string, 'field.deedExpenseLabel'> {
  const label = input.trim();
  const length = [...label].length;
  return length >= EXPENSE_LABEL_LIMITS.min && length <= EXPENSE_LABEL_LIMITS.max
    ? valid(label)
    : invalid('field.deedExpenseLabel');
}

/** The percentages of the yield the draft takes before the beneficiaries (those that read), in basis points. */
export function deductedPercentBp(draft: Pick<EndowmentDraft, 'expenses' | 'reward'>): number {
  const percents = [
    ...(draft.expenses ?? []).map((line) => (line.kind === 'PERCENT' ? (line.value ?? '') : null)),
    draft.reward?.kind === 'PERCENT' ? (draft.reward.value ?? '') : null,
  ];
  return percents.reduce<number>((sum, text) => {
    if (text === null) return sum;
    const bp = checkYieldPercent(text);
    return bp.ok ? sum + bp.value : sum;
  }, 0);
}

/** The fixed yearly amounts of the expense lines (those that read), in halalas. */
export function expenseAmountsHalalas(draft: Pick<EndowmentDraft, 'expenses'>): number {
  return (draft.expenses ?? []).reduce((sum, line) => {
    if (line.kind !== 'AMOUNT') return sum;
    const halalas = parseSarAmount(line.value ?? '');
    return halalas.ok ? sum + halalas.value : sum;
  }, 0);
}
