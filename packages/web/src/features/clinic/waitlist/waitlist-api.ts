import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLINIC_ROUTES, type JoinWaitlist, type WaitlistEntry } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

const MINE = ['waitlist', 'mine'] as const;

/** The patient's own waitlist entries (GET /api/waitlist), the live ones first. */
export function useMyWaitlist() {
  return useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) =>
      apiRequest<{ items: WaitlistEntry[] }>(routePath(CLINIC_ROUTES['clinic.listWaitlist'], {}), { signal }),
  });
}

export type WaitlistAnswer = 'confirm' | 'decline' | 'leave';

const ROUTE = {
  confirm: 'clinic.confirmWaitlistOffer',
  decline: 'clinic.declineWaitlistOffer',
  leave: 'clinic.leaveWaitlist',
} as const;

/** Confirms or declines the seat held for an entry, or leaves the list; the answer is the entry as it now stands. */
export function useWaitlistAnswer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: WaitlistAnswer) =>
      apiRequest<WaitlistEntry>(routePath(CLINIC_ROUTES[ROUTE[answer]], { id }), { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE }),
    // The page says the outcome in place of the buttons, and a refusal where they are.
    meta: { errorShown: true, silentSuccess: true },
  });
}

/** Joins a waitlist (POST /api/waitlist), for oneself or a patient; the patient's and the doctors' lists are read again. */
export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlist) =>
      apiRequest<WaitlistEntry>(routePath(CLINIC_ROUTES['clinic.joinWaitlist']), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['waitlist'] }),
  });
}

/** One doctor's waitlist, for the care team, in the order offers go (a doctor's own when `doctor` is empty). */
export function useDoctorWaitlist(doctor: string, enabled: boolean) {
  return useQuery({
    queryKey: ['waitlist', 'doctor', doctor],
    queryFn: ({ signal }) =>
      apiRequest<{ items: WaitlistEntry[] }>(routePath(CLINIC_ROUTES['clinic.listWaitlist']), {
        query: { doctorPubkey: doctor || undefined },
        signal,
      }),
    enabled,
  });
}
