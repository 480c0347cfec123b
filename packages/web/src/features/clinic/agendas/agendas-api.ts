import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AGENDA_ROUTES,
  type Agenda,
  type ConsultationType,
  type createAgendaSchema,
  type updateAgendaSchema,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';
import type { TypeBody } from './type-form';

export const AGENDAS_PAGE_SIZE = 10;
/** Every agenda query starts so: a change reads them again, with the doctors' free slots. */
const AGENDAS_KEY = ['clinic', 'agendas'] as const;
const AVAILABILITY_KEY = ['clinic', 'availability'] as const;

/** What the API takes, as sent: the weekly hours as `HH:MM` text (the schemas' output is minutes). */
type CreateAgenda = z.input<typeof createAgendaSchema>;
type UpdateAgenda = z.input<typeof updateAgendaSchema>;

export interface AgendasQuery {
  page: number;
  sort: string;
  doctor?: string | undefined;
  activeOn?: string | undefined;
}

/** One page of agendas (a doctor's own, a clinic's for its staff, all for admins). */
export function useAgendas(query: AgendasQuery) {
  return useQuery({
    queryKey: [...AGENDAS_KEY, 'page', query],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<Agenda>(
        routePath(AGENDA_ROUTES['clinic.listAgendas']),
        { ...query, limit: AGENDAS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAgenda(pubkey: string) {
  return useQuery({
    queryKey: [...AGENDAS_KEY, 'one', pubkey],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) => apiRequest<Agenda>(routePath(AGENDA_ROUTES['clinic.getAgenda'], { pubkey }), { signal }),
    staleTime: 0,
  });
}

/** A change of calendar: agendas and free slots are read again. */
function useCalendarChange<I, O>(change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: AGENDAS_KEY }),
        client.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
      ]),
  });
}

export const useCreateAgenda = () =>
  useCalendarChange((body: CreateAgenda) =>
    apiRequest<Agenda>(routePath(AGENDA_ROUTES['clinic.createAgenda']), { method: 'POST', body }),
  );

export const useUpdateAgenda = (pubkey: string) =>
  useCalendarChange((body: UpdateAgenda) =>
    apiRequest<Agenda>(routePath(AGENDA_ROUTES['clinic.updateAgenda'], { pubkey }), { method: 'PATCH', body }),
  );

export const useDeleteAgenda = () =>
  useCalendarChange((pubkey: string) =>
    apiRequest<null>(routePath(AGENDA_ROUTES['clinic.deleteAgenda'], { pubkey }), { method: 'DELETE' }),
  );

export const useAddType = (agenda: string) =>
  useCalendarChange((body: TypeBody) =>
    apiRequest<ConsultationType>(routePath(AGENDA_ROUTES['clinic.addConsultationType'], { pubkey: agenda }), {
      method: 'POST',
      body,
    }),
  );

export const useUpdateType = () =>
  useCalendarChange(({ pubkey, body }: { pubkey: string; body: TypeBody }) =>
    apiRequest<ConsultationType>(routePath(AGENDA_ROUTES['clinic.updateConsultationType'], { pubkey }), {
      method: 'PATCH',
      body,
    }),
  );

export const useRetireType = () =>
  useCalendarChange((pubkey: string) =>
    apiRequest<ConsultationType>(routePath(AGENDA_ROUTES['clinic.retireConsultationType'], { pubkey }), {
      method: 'POST',
    }),
  );
