import Typography from '@mui/material/Typography';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { numberFromInput } from '../../lib/number-input';
import { sharesTotal, type ShareRowInput } from './shares-schema';

/** The running total of the shares typed so far, so the person sees how far from 100 they are. */
export function RowsTotal<V extends FieldValues, T>({
  control,
  name,
}: {
  control: Control<V, unknown, T>;
  name: Path<V>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = (useWatch({ control, name }) ?? []) as ShareRowInput[];
  const shares = rows.map((row) => Number(numberFromInput(row.share))).filter(Number.isFinite);
  const total = sharesTotal(shares.map((share) => ({ share })));
  return (
    <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
      {t('form.rows.total', { total: format.number(total) })}
    </Typography>
  );
}
