import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_ROUTES, type Statistics } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import type { DayRange } from '../utils/period';

/** Counts of users, names, events, patients, doctors, appointments and this month's revenue. */
export function getStatistics(range: DayRange, signal?: AbortSignal) {
  return apiRequest<{ statistics: Statistics }>(routePath(DASHBOARD_ROUTES['dashboard.statistics']), {
    query: { ...range },
    signal,
  });
}

export function useStatistics(range: DayRange, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['dashboard', 'statistics', range],
    enabled,
    queryFn: ({ signal }) => getStatistics(range, signal),
    select: (data) => data.statistics,
    placeholderData: keepPreviousData,
  });
}
