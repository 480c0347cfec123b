import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CLINIC_PEOPLE_ROUTES, type Doctor } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import type { BookingWizard } from './use-booking-wizard';

/**
 * `?doctor=<pubkey>` alone ("Book again" on my doctors): a patient's own booking opens with the
 * doctor (and their speciality) chosen, at the consultation types. A link that also names a type
 * and a slot is the public doctor page's, resumed elsewhere.
 */
export function usePreselectedDoctor(wizard: BookingWizard, enabled: boolean) {
  const [params] = useSearchParams();
  const pubkey = enabled && !params.get('type') && !params.get('start') ? (params.get('doctor') ?? '') : '';
  const done = useRef(false);
  const query = useQuery({
    queryKey: ['clinic', 'booking-doctor', pubkey],
    queryFn: ({ signal }) =>
      apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.getDoctor'], { pubkey }), { signal }),
    enabled: pubkey !== '',
    retry: false,
  });
  const { resume } = wizard;
  useEffect(() => {
    if (done.current || !query.data) return;
    done.current = true;
    resume({ speciality: query.data.speciality?.pubkey, doctor: query.data }, 'type');
  }, [query.data, resume]);
  return { preselecting: pubkey !== '' && query.isPending };
}
