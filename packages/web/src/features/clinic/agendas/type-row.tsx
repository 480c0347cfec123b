import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { ConsultationType } from '@bayan/shared';
import { DeleteRowAction, RowAction } from '../../../components/data-table/row-action';
import { useFormat } from '../../../hooks/use-format';

interface TypeRowProps {
  type: ConsultationType;
  /** Its name in the page's language. */
  name: string;
  onEdit: () => void;
  onRetire: () => void;
}

/** One consultation type: its names, length, price in riyals, how bookings are confirmed, the cut-off. */
export function TypeRow({ type, name, onEdit, onRetire }: TypeRowProps) {
  const { t } = useTranslation(['agendas', 'clinic']);
  const format = useFormat();
  const other = name === type.nameAr ? type.nameEn : type.nameAr;
  const cutoff = type.cancellationCutoffHours;
  const facts = [
    t('clinic:minutes', { count: type.durationMinutes, number: format.number(type.durationMinutes) }),
    format.money(type.priceHalalas / 100),
    type.autoConfirm ? t('types.autoConfirmed') : t('types.pending'),
    cutoff === null
      ? t('types.cutoffDefault')
      : t('types.cutoff', { hours: t('types.hours', { count: cutoff, number: format.number(cutoff) }) }),
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ padding: 2, opacity: type.retired ? 0.7 : 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <bdi>{other}</bdi>
            </Typography>
            {type.retired && <Chip size="small" label={t('types.retired')} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {/* Commas, not a middle dot beside the price's digits (it reads as an Arabic zero: finding 1). */}
            {format.list(facts, { type: 'unit', style: 'short' })}
          </Typography>
        </Stack>
        {!type.retired && (
          <Stack direction="row">
            <RowAction label={t('types.edit', { name })} icon={<EditOutlined />} onClick={onEdit} />
            <DeleteRowAction label={t('types.retire', { name })} onClick={onRetire} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
