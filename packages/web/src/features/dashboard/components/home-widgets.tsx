import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { riyadhYear, type Statistics } from '@bayan/shared';
import { InTurn, PARTS_PER_TASK } from '../../../components/in-turn';
import { useNextTask } from '../../../hooks/use-next-task';
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

/** A row of widgets, drawn in a task of its own: stacked on a phone, side by side (`wide` columns) from lg. */
function WidgetRow({ wide, children }: { wide: string; children: ReactNode }) {
  return (
    <InTurn wait parts={PARTS_PER_TASK}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: wide } }}>{children}</Box>
    </InTurn>
  );
}

/**
 * The charts and lists below the figures: each row drawn in a task of its own after the page, and
 * an answer handed to them a task after the figures drew it, loading meanwhile; memoised, so the
 * figures' redraws are not theirs (issue 14: each was part of a long task on a phone).
 */
export const HomeWidgets = memo(function HomeWidgets({ stats, loading, clinic, range }: HomeWidgetsProps) {
  const below = useNextTask(stats);
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
