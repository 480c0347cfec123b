import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_ROUTES, type CampaignRegistration } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export type RegistrationMove = 'accept' | 'cancel';

/** Accepts or cancels a registration; the registrations and the campaigns' seats are read again. */
export function useMoveRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ move, pubkey }: { move: RegistrationMove; pubkey: string }) =>
      apiRequest<CampaignRegistration>(
        routePath(
          move === 'accept'
            ? CAMPAIGN_ROUTES['clinic.acceptRegistration']
            : CAMPAIGN_ROUTES['clinic.cancelRegistration'],
          { pubkey },
        ),
        { method: 'POST' },
      ),
    // The prompt shows a refusal (stale, past) itself; the page says what was done (its own words).
    meta: { errorShown: true, silentSuccess: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['directory'] }),
  });
}
