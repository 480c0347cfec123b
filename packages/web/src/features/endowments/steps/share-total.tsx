import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FULL_SHARE_BP, formatBasisPoints, parsePercent } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import type { DeedForm } from '../wizard/deed-form';

/** The beneficiaries' shares read as typed (Arabic-Indic too) and summed in basis points, live. */
export function sharesTotalBp(rows: readonly { ratio?: string | null }[]): number {
  return rows.reduce((sum, row) => {
    const share = parsePercent(row.ratio ?? '');
    return share.ok ? sum + share.value : sum;
  }, 0);
}

/**
 * The running total of the beneficiaries' shares, so the endower sees how far from 100 % they are:
 * green at 100 %, red at once (with the excess in words) above it, which the review would refuse.
 */
export function ShareTotal() {
  const { t } = useTranslation('endowments');
  const { language } = useLanguage();
  const { control } = useFormContext<DeedForm>();
  const rows = useWatch({ control, name: 'beneficiaries' }) ?? [];
  const total = sharesTotalBp(rows as { ratio?: string }[]);
  const over = total > FULL_SHARE_BP;
  const color = total === FULL_SHARE_BP ? 'success.main' : over ? 'error.main' : 'text.secondary';
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600, color }}>
      {t('beneficiaries.total', { total: formatBasisPoints(total, language) })}
      {over && ` — ${t('beneficiaries.over', { over: formatBasisPoints(total - FULL_SHARE_BP, language) })}`}
    </Typography>
  );
}
