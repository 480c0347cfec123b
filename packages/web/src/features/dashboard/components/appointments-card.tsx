import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_STATUSES, type Statistics } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { WidgetCard } from './widget-card';

/** Appointments of the period by status (shown once the clinic has had one: admin-home.tsx). */
export function AppointmentsCard({ stats, loading }: { stats: Statistics | undefined; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const counts = stats?.appointments;
  const none = counts !== undefined && APPOINTMENT_STATUSES.every((status) => counts[status] === 0);
  return (
    <WidgetCard
      title={t('home.stats.appointments')}
      loading={loading || counts === undefined}
      empty={none ? t('home.stats.appointmentsEmpty') : null}
      height={240}
    >
      {(titleId) => (
        <List dense aria-labelledby={titleId}>
          {APPOINTMENT_STATUSES.map((status) => (
            <ListItem
              key={status}
              divider
              secondaryAction={<Chip size="small" label={format.number(counts?.[status] ?? 0)} />}
            >
              <ListItemText primary={t(`home.stats.statuses.${status}`)} />
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}
