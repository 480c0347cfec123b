import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_ROUTES, type Professional } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import type { DayRange } from '../utils/period';

export const PROFESSIONALS_SHOWN = 5;

/** Doctors ranked by the revenue of their completed appointments in the period. */
export function getProfessionals(range: DayRange, signal?: AbortSignal) {
  return apiRequest<{ mostProfitableProfessionals: Professional[] }>(
    routePath(DASHBOARD_ROUTES['dashboard.mostProfitableProfessionals']),
    { query: { ...range, limit: PROFESSIONALS_SHOWN }, signal },
  );
}

export function useProfessionals(range: DayRange) {
  return useQuery({
    queryKey: ['dashboard', 'professionals', range],
    queryFn: ({ signal }) => getProfessionals(range, signal),
    select: (data) => data.mostProfitableProfessionals,
    placeholderData: keepPreviousData,
  });
}
