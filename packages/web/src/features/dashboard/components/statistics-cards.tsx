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
  const cards: (Omit<StatCardProps, 'loading'> & { key: string; module?: ModuleName })[] = [
    {
      key: 'users',
      icon: <PeopleOutlined />,
      label: t('home.stats.users'),
      value: count(stats?.users.total),
      detail: t('home.stats.usersNew', { number: count(stats?.users.newInPeriod) }),
    },
    {
      key: 'names',
      module: 'names',
      icon: <MenuBookOutlined />,
      label: t('home.stats.names'),
      value: count(stats?.names.total),
      detail: t('home.stats.namesActive', { number: count(stats?.names.active) }),
    },
    {
      key: 'events',
      icon: <HistoryOutlined />,
      label: t('home.stats.events'),
      value: count(stats?.events.inPeriod),
      detail: t('home.stats.eventsTotal', { number: count(stats?.events.total) }),
    },
    {
      key: 'patients',
      module: 'clinic',
      icon: <LocalHospitalOutlined />,
      label: t('home.stats.patients'),
      value: count(stats?.patients),
    },
    {
      key: 'doctors',
      module: 'clinic',
      icon: <MedicalServicesOutlined />,
      label: t('home.stats.doctors'),
      value: count(stats?.doctors),
    },
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
