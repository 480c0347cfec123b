import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { allows, type Profile, DIRECTORY_ROUTES } from '@bayan/shared';
import { visuallyHidden } from '../../../components/mirror';
import { moduleOn } from '../../../config/modules';
import { useStatistics } from '../api/get-statistics';
import { ALL_TIME, hasAppointments } from '../utils/clinic-data';
import { isPeriodName, periodRange } from '../utils/period';
import { FeatureHomeCards } from '../../../components/home/home-cards';
import { Greeting } from './greeting';
import { HomeWidgets } from './home-widgets';
import { ClinicSetup, NextSteps } from './next-steps';
import { PeriodPicker } from './period-picker';
import { StatisticsCards } from './statistics-cards';

/**
 * Whether the clinic's widgets have anything to show: 'off' with its module (PRODUCT §1), 'empty'
 * while it has no appointment at all (issue 15), 'pending' until that is known. A period without
 * appointments asks once more for all time; a failed call shows the widgets, which say so.
 */
function useClinicData(period: ReturnType<typeof useStatistics>) {
  const on = moduleOn('clinic');
  const inPeriod = period.data ? hasAppointments(period.data) : undefined;
  const ever = useStatistics(ALL_TIME, { enabled: on && inPeriod === false });
  if (!on) return 'off';
  if (inPeriod === undefined) return period.isError ? 'data' : 'pending';
  if (inPeriod) return 'data';
  if (ever.data) return hasAppointments(ever.data) ? 'data' : 'empty';
  return ever.isError ? 'data' : 'pending';
}

/** The administrators' home: the period's figures and charts (PRODUCT §6), the period kept in `?period=`. */
export function AdminHome({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period = isPeriodName(requested) ? requested : 'thisMonth';
  const range = useMemo(() => periodRange(period), [period]);
  const statistics = useStatistics(range);
  const clinic = useClinicData(statistics);
  const loading = statistics.isPending || clinic === 'pending';
  const clinicWidgets = clinic === 'data' || clinic === 'pending';
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
      <FeatureHomeCards profile={profile} />
      <NextSteps profile={profile} hideWhenDone />
      <section aria-labelledby="home-overview">
        <Typography id="home-overview" component="h2" style={visuallyHidden}>
          {t('home.overview')}
        </Typography>
        <StatisticsCards stats={statistics.data} loading={loading} hideRevenue={!clinicWidgets} />
      </section>
      {clinic === 'empty' && (
        <ClinicSetup canSetUp={allows(DIRECTORY_ROUTES['clinic.updateEtablissement'].access, profile.role)} />
      )}
      <HomeWidgets stats={statistics.data} loading={loading} clinic={clinicWidgets} range={range} />
    </Stack>
  );
}
