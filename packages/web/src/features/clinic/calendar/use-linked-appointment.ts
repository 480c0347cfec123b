import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@bayan/shared';
import { useAppointment } from '../appointments/appointments';

export const APPOINTMENT_PARAM = 'appointment';

/**
 * A notice's link names its appointment (`?appointment=<id>`): it opens once read, and leaves the
 * address, so a reload or a close does not open it again. One the caller may not see is a 404,
 * said as any failed load is.
 */
export function useLinkedAppointment(open: (appointment: Appointment) => void) {
  const [params, setParams] = useSearchParams();
  const linked = useAppointment(params.get(APPOINTMENT_PARAM));
  const { data } = linked;
  useEffect(() => {
    if (!data) return;
    open(data);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(APPOINTMENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [data, open, setParams]);
}
