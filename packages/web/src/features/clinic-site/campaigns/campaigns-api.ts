import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_ROUTES, type Campaign, type CampaignRegistration } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

const KEY = ['clinic-site', 'campaigns'];

/** Campaigns not started yet (public); with a patient's token, each with their own registration. */
export const upcomingCampaignsQuery = (patient: string | null) =>
  queryOptions({
    queryKey: [...KEY, patient],
    meta: { errorShown: true },
    queryFn: ({ signal }) => apiRequest<Campaign[]>(routePath(CAMPAIGN_ROUTES['clinic.upcomingCampaigns']), { signal }),
  });

export const useUpcomingCampaigns = (patient: string | null) => useQuery(upcomingCampaignsQuery(patient));

/**
 * A patient registers for a campaign, or cancels their registration; the list is read again. A
 * refusal (full, already registered) is the server's message, in the app's error toast.
 */
export function useCampaignRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { register: string } | { cancel: string }) =>
      'register' in input
        ? apiRequest<CampaignRegistration>(
            routePath(CAMPAIGN_ROUTES['clinic.registerForCampaign'], { pubkey: input.register }),
            {
              method: 'POST',
            },
          )
        : apiRequest<CampaignRegistration>(
            routePath(CAMPAIGN_ROUTES['clinic.cancelRegistration'], { pubkey: input.cancel }),
            {
              method: 'POST',
            },
          ),
    // The page says what was done, in its own words.
    meta: { silentSuccess: true },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
