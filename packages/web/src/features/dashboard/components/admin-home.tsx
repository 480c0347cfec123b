import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { riyadhYear, type Profile } from '@bayan/shared';
import { visuallyHidden } from '../../../components/mirror';
import { useStatistics } from '../api/get-statistics';
import { isPeriodName, periodRange } from '../utils/period';
import { AppointmentsCard } from './appointments-card';
import { Greeting } from './greeting';
import { PeriodPicker } from './period-picker';
import { ProfessionalsCard } from './professionals-card';
import { RevenueChart } from './revenue-chart';
import { StatisticsCards } from './statistics-cards';
import { UsersByRoleChart } from './users-by-role-chart';

/** The administrators' home: the period's figures and charts (PRODUCT §6), the period kept in `?period=`. */
export function AdminHome({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period = isPeriodName(requested) ? requested : 'thisMonth';
  const range = useMemo(() => periodRange(period), [period]);
  const statistics = useStatistics(range);
  const loading = statistics.isPending;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Greeting profile={profile} />
        <PeriodPicker
          value={period}
          onChange={(next) => setParams(next === 'thisMonth' ? {} : { period: next }, { replace: true })}
        />
      </Stack>
      <section aria-labelledby="home-overview">
        <Typography id="home-overview" component="h2" style={visuallyHidden}>
          {t('home.overview')}
        </Typography>
        <StatisticsCards stats={statistics.data} loading={loading} />
      </section>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <RevenueChart year={riyadhYear(new Date())} />
        <AppointmentsCard stats={statistics.data} loading={loading} />
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <UsersByRoleChart stats={statistics.data} loading={loading} />
        <ProfessionalsCard range={range} />
      </Box>
    </Stack>
  );
}
