import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAMPAIGN_ROUTES, type Promotion } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** The promotions valid today (public). */
export const currentPromotionsQuery = queryOptions({
  queryKey: ['clinic-site', 'promotions'],
  meta: { errorShown: true },
  queryFn: ({ signal }) => apiRequest<Promotion[]>(routePath(CAMPAIGN_ROUTES['clinic.currentPromotions']), { signal }),
});

export const useCurrentPromotions = () => useQuery(currentPromotionsQuery);
