import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  type AppliedHolidays,
  type ApplyHolidays,
  type Block,
  type CreateBlock,
  type Etablissement,
  AGENDA_ROUTES,
  DIRECTORY_ROUTES,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchAllPages, fetchListPage } from '../../../lib/list-page';
import type { FeedbackMeta } from '../../../lib/query-client';

export const BLOCKS_PAGE_SIZE = 10;
const BLOCKS_KEY = ['clinic', 'blocks'] as const;

export interface BlocksQuery {
  page: number;
  sort: string;
  doctor?: string | undefined;
  /** Days (YYYY-MM-DD): time off overlapping them. */
  from?: string | undefined;
  to?: string | undefined;
}

export function useBlocks(query: BlocksQuery) {
  return useQuery({
    queryKey: [...BLOCKS_KEY, 'page', query],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<Block>(
        routePath(AGENDA_ROUTES['clinic.listBlocks']),
        { ...query, limit: BLOCKS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The clinics a whole clinic's time off may be for (the server keeps staff to their own). */
export function useClinicOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['clinic', 'etablissements', 'options'],
    queryFn: ({ signal }) =>
      fetchAllPages<Etablissement>(
        routePath(DIRECTORY_ROUTES['clinic.listEtablissements']),
        { limit: MAX_PAGE_SIZE },
        signal,
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Time off changes the doctors' free slots too: both are read again. */
function useBlockChange<I, O>(change: (input: I) => Promise<O>, meta?: FeedbackMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    ...(meta ? { meta } : {}),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BLOCKS_KEY }),
        client.invalidateQueries({ queryKey: ['clinic', 'availability'] }),
      ]),
  });
}

export const useCreateBlock = () =>
  useBlockChange((body: CreateBlock) =>
    apiRequest<Block>(routePath(AGENDA_ROUTES['clinic.createBlock']), { method: 'POST', body }),
  );

export const useDeleteBlock = () =>
  useBlockChange((pubkey: string) =>
    apiRequest<null>(routePath(AGENDA_ROUTES['clinic.deleteBlock'], { pubkey }), { method: 'DELETE' }),
  );

/** A clinic's official holidays of a year, as time off, in one call (applying twice adds nothing). */
export const useApplyHolidays = () =>
  useBlockChange(
    (body: ApplyHolidays) =>
      apiRequest<AppliedHolidays>(routePath(AGENDA_ROUTES['clinic.applyHolidays']), { method: 'POST', body }),
    // The dialog's own toast says how many were added and how many were there already.
    { silentSuccess: true },
  );
