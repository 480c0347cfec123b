import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FULL_SHARE_BP, deductedPercentBp, expenseAmountsHalalas, formatBasisPoints } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { toDraft, type DeedForm } from '../wizard/deed-form';

/** What the deductions take, live: the percentage of the yield (expenses and a percent reward) and the yearly amounts. */
export function DeductionsTotal() {
  const { t } = useTranslation('endowments');
  const { language } = useLanguage();
  const format = useFormat();
  const { control } = useFormContext<DeedForm>();
  const [expenses, reward] = useWatch({ control, name: ['expenses', 'reward'] });
  const draft = toDraft({ expenses: expenses ?? [], reward } as DeedForm);
  const percent = deductedPercentBp(draft);
  const amounts = expenseAmountsHalalas(draft);
  return (
    <Typography
      aria-live="polite"
      sx={{ fontWeight: 600, color: percent >= FULL_SHARE_BP ? 'error.main' : 'text.secondary' }}
    >
      {t('expenses.total', {
        percent: formatBasisPoints(percent, language),
        amount: format.money(amounts / 100),
        net: formatBasisPoints(Math.max(0, FULL_SHARE_BP - percent), language),
      })}
    </Typography>
  );
}
