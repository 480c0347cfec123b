import { FULL_SHARE_BP, type SnapshotDeed, type SnapshotExpense, type SnapshotReward } from '@bayan/shared';
import { digits, percentText, sarText } from './deed-format.js';
import { EXPENSE_KIND_LABELS, labelOf } from './deed-labels.js';
import { table } from './deed-tables.js';
import { html, type SafeHtml } from './html.js';

/*
 * The deductions from the yield in the document (paragraphs 10, 13 and 18): the supervisor's reward,
 * the itemised expense lines and their summary, from the snapshot's stored forms (basis points,
 * halalas); a value that did not read is printed as typed (a valid deed has none).
 */

/** A deduction's value: «١٠٪ من الغلة», «٢٬٥٠٠ ريال سنوياً», or the text kept. */
function valueText(item: SnapshotExpense | SnapshotReward): string {
  if (item.valueBp !== undefined) return `${percentText(item.valueBp)} من الغلة`;
  if (item.amountHalalas !== undefined) return `${sarText(item.amountHalalas)} سنوياً`;
  return digits(item.value ?? '');
}

/** Paragraph 10's words: the reward named by the endower, or the going rate (أجرة المثل), the default. */
export function rewardText(deed: SnapshotDeed): string {
  const who = (deed.supervisors?.length ?? 0) > 1 ? 'يستحق النظّار' : 'يستحق الناظر';
  const reward = deed.reward;
  if (!reward?.kind || reward.kind === 'GOING_RATE')
    return `${who} أجرة المثل، وتُصرف من غلة الوقف بعد نفقات العمارة والصيانة.`;
  if (reward.valueBp !== undefined)
    return `${who} مكافأة قدرها ${percentText(reward.valueBp)} من غلة الوقف، تُصرف بعد نفقات العمارة والصيانة.`;
  if (reward.amountHalalas !== undefined)
    return `${who} مكافأة سنوية مقطوعة قدرها ${sarText(reward.amountHalalas)}، تُصرف من غلة الوقف بعد نفقات العمارة والصيانة.`;
  return `${who} مكافأة قدرها ${valueText(reward)}، تُصرف من غلة الوقف بعد نفقات العمارة والصيانة.`;
}

/** Paragraph 13: each expense line with its kind and value. */
export function expensesTable(expenses: readonly SnapshotExpense[]): SafeHtml {
  return table(
    ['م', 'البند', 'النوع', 'النسبة أو المبلغ'],
    expenses.map((line, i) => [
      digits(String(i + 1)),
      line.label ?? '',
      labelOf(EXPENSE_KIND_LABELS, line.kind),
      valueText(line),
    ]),
    'لم يحدّد الواقف مصاريف تفصيلية.',
  );
}

/** Paragraph 18: the percentages and the fixed amounts taken first, the reward, and what is left to the beneficiaries. */
export function expenseSummary(deed: SnapshotDeed): SafeHtml {
  const expenses = deed.expenses ?? [];
  const percentBp = expenses.reduce((sum, line) => sum + (line.valueBp ?? 0), 0);
  const amounts = expenses.reduce((sum, line) => sum + (line.amountHalalas ?? 0), 0);
  const rewardBp = deed.reward?.kind === 'PERCENT' ? (deed.reward.valueBp ?? 0) : 0;
  const rows = [
    ['مجموع المصاريف بنسبة من الغلة', percentText(percentBp)],
    ['مجموع المصاريف بمبالغ سنوية مقطوعة', sarText(amounts)],
    ['مكافأة الناظر', rewardBp > 0 ? percentText(rewardBp) : rewardText(deed)],
    [
      'صافي الغلة للموقوف عليهم',
      `${percentText(Math.max(0, FULL_SHARE_BP - percentBp - rewardBp))}${amounts > 0 ? ' من الغلة بعد المبالغ المقطوعة' : ''}`,
    ],
  ];
  return html`<p>
      خلاصة مصاريف الوقف بنسبتها من الغلة؛ وتُقدَّم في كل حال نفقات العمارة والصيانة ومكافأة الناظر على التوزيع كما في فقرة
      قسمة الغلة.
    </p>
    ${table(['البيان', 'القيمة'], rows, '')}`;
}
