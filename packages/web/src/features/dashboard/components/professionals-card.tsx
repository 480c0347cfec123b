import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useProfessionals } from '../api/get-professionals';
import type { DayRange } from '../utils/period';
import { WidgetCard } from './widget-card';

/** PRODUCT §6 mostProfitableProfessionals: doctors ranked by the revenue of their completed appointments. */
export function ProfessionalsCard({ range }: { range: DayRange }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const professionals = useProfessionals(range);
  const rows = professionals.data ?? [];
  const nothing = professionals.isError
    ? t('home.error')
    : rows.length === 0
      ? t('home.charts.professionalsEmpty')
      : null;
  return (
    <WidgetCard
      title={t('home.charts.professionalsTitle')}
      loading={professionals.isPending}
      empty={nothing}
      height={240}
    >
      {(titleId) => (
        <List component="ol" aria-labelledby={titleId}>
          {rows.map((row, index) => (
            <ListItem
              key={row.doctor.pubkey}
              divider
              secondaryAction={<Typography sx={{ fontWeight: 700 }}>{format.money(row.revenue.amount)}</Typography>}
            >
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main' }}>{format.number(index + 1)}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={row.doctor.name}
                secondary={format.list(
                  [
                    row.speciality,
                    t('home.charts.professionalAppointments', { number: format.number(row.appointments) }),
                  ].filter((part): part is string => Boolean(part)),
                  { type: 'unit', style: 'short' },
                )}
              />
            </ListItem>
          ))}
        </List>
      )}
    </WidgetCard>
  );
}
