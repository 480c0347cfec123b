import { memo, useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { riyadhYear, type Statistics } from '@bayan/shared';
import type { DayRange } from '../utils/period';
import { AppointmentsCard } from './appointments-card';
import { ProfessionalsCard } from './professionals-card';
import { RevenueChart } from './revenue-chart';
import { UsersByRoleChart } from './users-by-role-chart';

interface HomeWidgetsProps {
  stats: Statistics | undefined;
  loading: boolean;
  /** The clinic's widgets are shown (its module is on and it has had appointments, or that is not known yet). */
  clinic: boolean;
  range: DayRange;
}

/** A row of widgets: stacked on a phone, side by side (`wide` columns) from lg. */
function WidgetRow({ wide, children }: { wide: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: wide } }}>{children}</Box>
  );
}

/**
 * The charts and lists below the figures: an answer reaches them as a deferred value (React draws
 * the figures first, these after, loading meanwhile); memoised, so the figures' redraws are not theirs.
 */
export const HomeWidgets = memo(function HomeWidgets({ stats, loading, clinic, range }: HomeWidgetsProps) {
  const below = useDeferredValue(stats);
  const belowLoading = loading || below !== stats;
  return (
    <>
      {clinic && (
        <WidgetRow wide="minmax(0, 2fr) minmax(0, 1fr)">
          <RevenueChart year={riyadhYear(new Date())} />
          <AppointmentsCard stats={below} loading={belowLoading} />
        </WidgetRow>
      )}
      <WidgetRow wide="repeat(2, minmax(0, 1fr))">
        <UsersByRoleChart stats={below} loading={belowLoading} />
        {clinic && <ProfessionalsCard range={range} />}
      </WidgetRow>
    </>
  );
});
