import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ENDOWMENTS_ROUTES,
  type Endowment,
  type EndowmentDraft,
  type EndowmentListItem,
  type EndowmentUpdate,
  type ProfileCompletion,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

/** Ten to a page, as every list of the dashboard (spec §9). */
export const ENDOWMENTS_PAGE_SIZE = 10;
export const ENDOWMENTS_KEY = ['endowments'] as const;
export const COMPLETION_KEY = ['profile', 'completion'] as const;

export interface EndowmentsFilter {
  q: string;
  sort: string;
  type: string;
  status: string;
}

/** One page of the caller's deeds (GET /api/endowments). */
export function useEndowments(page: number, { q, sort, type, status }: EndowmentsFilter) {
  const query = { q: q || undefined, sort, type: type || undefined, status: status || undefined };
  return useQuery({
    queryKey: [...ENDOWMENTS_KEY, 'list', page, query],
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<EndowmentListItem>(
        routePath(ENDOWMENTS_ROUTES['endowments.list']),
        { page, limit: ENDOWMENTS_PAGE_SIZE, ...query },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How complete the caller's profile is for creating a deed (the modal's stage and what is missing). */
export const fetchProfileCompletion = () =>
  apiRequest<ProfileCompletion>(routePath(ENDOWMENTS_ROUTES['endowments.profileCompletion']));

/** A new draft, filled by the server from the caller's profile. */
export const createEndowment = (draft: EndowmentDraft = {}) =>
  apiRequest<Endowment>(routePath(ENDOWMENTS_ROUTES['endowments.create']), { method: 'POST', body: draft });

export const fetchEndowment = (pubkey: string, signal?: AbortSignal) =>
  apiRequest<Endowment>(routePath(ENDOWMENTS_ROUTES['endowments.read'], { pubkey }), { signal });

/** Autosave: the draft's keys with the revision last read (a stale one answers ENDOWMENT_STALE). */
export const updateEndowment = (pubkey: string, update: EndowmentUpdate, { leaving = false } = {}) =>
  apiRequest<Endowment>(routePath(ENDOWMENTS_ROUTES['endowments.update'], { pubkey }), {
    method: 'PATCH',
    body: update,
    // Sent as the tab closes: the request outlives the page.
    keepalive: leaving,
  });

/** The server's check of every submit rule: 200 `{valid:true}` or 422 ENDOWMENT_RULES_FAILED with one detail per issue. */
export const askForReview = (pubkey: string) =>
  apiRequest<{ valid: true }>(routePath(ENDOWMENTS_ROUTES['endowments.review'], { pubkey }), { method: 'POST' });
