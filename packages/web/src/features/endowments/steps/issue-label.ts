import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';

type Translate = TFunction<'endowments'>;

const LISTS = {
  assets: 'assets.row',
  supervisors: 'supervisors.row',
  witnesses: 'witnesses.row',
  beneficiaries: 'beneficiaries.row',
  expenses: 'expenses.row',
} as const;

function fieldLabel(t: Translate, list: string | undefined, name: string): string {
  const keys = [
    list === 'assets' ? `assets.${name}` : null,
    list === 'expenses' ? `expenses.${name === 'value' ? 'valueLabel' : name}` : null,
    list === 'reward' ? `reward.${name === 'value' ? 'valueLabel' : name}` : null,
    `person.${name}`,
    `address.${name}`,
    `basics.${name}`,
    `introduction.${name}`,
    `beneficiaries.${name === 'ultimateBeneficiary' ? 'ultimate' : name}`,
    name === 'supervisionMode' ? 'supervisors.mode' : null,
    `steps.${name}`,
  ].filter((key): key is string => key !== null);
  for (const key of keys) {
    const text = t(key as 'title', { defaultValue: '' });
    if (typeof text === 'string' && text !== '') return text;
  }
  return name;
}

/**
 * Where an issue is, in words: "Witness 2 — Birthday", "Endower — Building number", "Deed date". A
 * dash, not a middle dot: beside an Arabic digit the dot reads as a zero ("الأصل ٣ · " as "٠٣").
 */
export function useIssueLabel() {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  return (path: string): string => {
    const [head = '', second, ...rest] = path.split('.');
    if (head in LISTS && second !== undefined && /^\d+$/.test(second)) {
      const row = t(LISTS[head as keyof typeof LISTS], { number: format.number(Number(second) + 1), type: '' }).replace(
        /[:：]\s*$/,
        '',
      );
      const field = rest.at(-1);
      return field ? `${row} — ${fieldLabel(t, head, field)}` : row;
    }
    if (head === 'reward')
      return second ? `${t('reward.title')} — ${fieldLabel(t, 'reward', second)}` : t('reward.title');
    if (head === 'expenses') return t('expenses.title');
    if (head === 'endower') {
      const field = [second, ...rest].at(-1);
      return field ? `${t('endower.title')} — ${fieldLabel(t, undefined, field)}` : t('endower.title');
    }
    return fieldLabel(t, undefined, head);
  };
}
