import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLINIC_ROUTES,
  type AppointmentSeries,
  type BookSeries,
  type CancelSeries,
  type SeriesPreview,
  type SeriesRule,
} from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { AVAILABILITY_KEY } from '../api/doctor-availability';
import { APPOINTMENTS_KEY } from '../appointments/appointments';

/** The body's rule as the API reads it: `count` or `until`, the other left out. */
export type RuleInput = Omit<SeriesRule, 'count' | 'until'> & { count?: number; until?: string };

/** POST /api/appointment-series/preview: each occurrence free or in conflict (the dialog shows its own errors). */
export const usePreviewSeries = () =>
  useMutation({
    mutationFn: (rule: RuleInput) =>
      apiRequest<SeriesPreview>(routePath(CLINIC_ROUTES['clinic.previewSeries']), { method: 'POST', body: rule }),
    // The table is the answer; nothing was changed to announce.
    meta: { errorShown: true, silentSuccess: true },
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      client.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
    ]);
};

/** POST /api/appointment-series with the attempt's Idempotency-Key; the lists and slots are read again whatever the answer. */
export function useBookSeries() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: Partial<BookSeries> & RuleInput; key: string }) =>
      apiRequest<AppointmentSeries>(routePath(CLINIC_ROUTES['clinic.bookSeries']), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    meta: { errorShown: true },
    onSettled: refresh,
  });
}

/** POST /api/appointment-series/:id/cancel: this occurrence and the following ones. */
export function useCancelSeries() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: CancelSeries & { id: string }) =>
      apiRequest<AppointmentSeries>(routePath(CLINIC_ROUTES['clinic.cancelSeries'], { id }), { method: 'POST', body }),
    meta: { successMessage: () => 'feedback.done.appointmentCancelled' },
    onSettled: refresh,
  });
}
