import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@bayan/shared';
import type { Column } from '../../../components/data-table/types';
import { useFormat } from '../../../hooks/use-format';
import { DeliveryState } from './state-chip';

/** A moment on two lines: the Hijri date first, then the Gregorian one with the Riyadh time. */
function Moment({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { hijri, gregorian, time } = format.bothCalendars(new Date(iso));
  return (
    <Stack component="time" dateTime={iso}>
      <span>{hijri}</span>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('table.dateTime', { date: gregorian, time })}
      </Typography>
    </Stack>
  );
}

export function useOutboxColumns(): Column<OutboxMessage>[] {
  const { t } = useTranslation('dashboard');
  return [
    {
      id: 'subject',
      label: t('outbox.subject'),
      primary: true,
      render: (row) => row.subject || t('outbox.noSubject'),
    },
    {
      id: 'channel',
      label: t('outbox.channel'),
      render: (row) => <Chip size="small" variant="outlined" label={t(`outbox.channels.${row.channel}`)} />,
    },
    { id: 'recipient', label: t('outbox.recipient'), render: (row) => <bdi dir="ltr">{row.recipient}</bdi> },
    { id: 'state', label: t('outbox.state'), render: (row) => <DeliveryState message={row} /> },
    { id: 'createdAt', label: t('outbox.createdAt'), render: (row) => <Moment iso={row.createdAt} /> },
    // When the provider took it (the state chip says whether it was delivered since); a message
    // never handed over says so in words, not by repeating its state.
    {
      id: 'sentAt',
      label: t('outbox.sentAt'),
      render: (row) => (row.sentAt ? <Moment iso={row.sentAt} /> : t('outbox.notSent')),
    },
  ];
}
