import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_ROUTES, type YearlyRevenue } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** The twelve monthly revenue totals of `year`, January first, in SAR. */
export function getYearlyRevenue(year: number, signal?: AbortSignal) {
  return apiRequest<{ yearlyRevenue: YearlyRevenue }>(routePath(DASHBOARD_ROUTES['dashboard.yearlyRevenue']), {
    query: { year },
    signal,
  });
}

export function useYearlyRevenue(year: number) {
  return useQuery({
    queryKey: ['dashboard', 'yearly-revenue', year],
    queryFn: ({ signal }) => getYearlyRevenue(year, signal),
    select: (data) => data.yearlyRevenue,
  });
}
