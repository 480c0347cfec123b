import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { useTranslation } from 'react-i18next';
import type { ModuleName, Statistics } from '@bayan/shared';
import { moduleOn } from '../../../config/modules';
import { useFormat } from '../../../hooks/use-format';
import { StatCard, type StatCardProps } from './stat-card';

type Card = Omit<StatCardProps, 'loading'> & { key: string; module?: ModuleName };

/**
 * PRODUCT §6: the period's counts, and the month's takings the clinic counts from its Done
 * appointments (server clinic/revenue).
 * A card of a switched-off module is not shown (PRODUCT §1), nor revenue before the clinic's first appointment.
 */
export function StatisticsCards({
  stats,
  loading,
  hideRevenue = false,
}: {
  stats: Statistics | undefined;
  loading: boolean;
  /** The clinic has no appointment at all yet: no "0.00 SAR" card (issue 15). */
  hideRevenue?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const count = (value: number | undefined) => (value === undefined ? undefined : format.number(value));
  const revenue = stats?.revenueThisMonth.amount;
  /** A count's card: its label is its key's, its number the total. */
  const counted = (
    key: 'users' | 'names' | 'events' | 'patients' | 'doctors',
    icon: ReactNode,
    total: number | undefined,
    more: Pick<Card, 'module' | 'detail'> = {},
  ): Card => ({ key, icon, label: t(`home.stats.${key}`), value: count(total), ...more });
  const cards: Card[] = [
    counted('users', <PeopleOutlined />, stats?.users.total, {
      detail: t('home.stats.usersNew', { number: count(stats?.users.newInPeriod) }),
    }),
    counted('names', <MenuBookOutlined />, stats?.names.total, {
      module: 'names',
      detail: t('home.stats.namesActive', { number: count(stats?.names.active) }),
    }),
    counted('events', <HistoryOutlined />, stats?.events.inPeriod, {
      detail: t('home.stats.eventsTotal', { number: count(stats?.events.total) }),
    }),
    counted('patients', <LocalHospitalOutlined />, stats?.patients, { module: 'clinic' }),
    counted('doctors', <MedicalServicesOutlined />, stats?.doctors, { module: 'clinic' }),
    {
      key: 'revenue',
      module: 'clinic',
      icon: <PaymentsOutlined />,
      label: t('home.stats.revenue'),
      value: revenue === undefined ? undefined : format.money(revenue),
      detail: revenue === 0 ? t('home.stats.revenueEmpty') : undefined,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {cards
        .filter((card) => (!card.module || moduleOn(card.module)) && !(hideRevenue && card.key === 'revenue'))
        .map(({ key, module: _module, ...card }) => (
          <StatCard key={key} loading={loading} {...card} />
        ))}
    </Box>
  );
}
