import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@bayan/shared';
import { APPOINTMENTS_KEY, fetchAppointments } from './appointments';

export interface DoctorOption {
  pubkey: string;
  name: string;
}

/**
 * The doctors a picker offers: those of the latest appointments the account may see (its
 * clinic's, or all for an admin). The clinic's directory of doctors is another screen's API;
 * until the dashboard has it, the appointments are where the doctors at work are found.
 */
export function useDoctorOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'doctors'],
    queryFn: async ({ signal }) => {
      const { rows } = await fetchAppointments({ page: 1, sort: '-start', limit: MAX_PAGE_SIZE }, signal);
      const doctors = new Map(rows.map(({ doctor }) => [doctor.pubkey, doctor.name]));
      return [...doctors].map(([pubkey, name]): DoctorOption => ({ pubkey, name }));
    },
    enabled,
    staleTime: 60_000,
  });
}
