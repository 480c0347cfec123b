import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLINIC_PEOPLE_ROUTES, CLINIC_ROUTES, type Doctor, type DoctorAvailability } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { readBookingChoice, type BookingChoice } from '../../../lib/booking-link';
import type { BookingWizard } from './use-booking-wizard';

/** The doctor and the slot's day as they are now: the choice is checked, not trusted. */
async function fetchChoice({ doctor, type, start }: BookingChoice, signal: AbortSignal) {
  // The start carries the clinic's offset: its first ten characters are the clinic's day.
  const day = start.slice(0, 10);
  const [profile, availability] = await Promise.all([
    apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.getDoctor'], { pubkey: doctor }), { signal }),
    apiRequest<DoctorAvailability>(routePath(CLINIC_ROUTES['clinic.doctorAvailability'], { pubkey: doctor }), {
      query: { from: day, to: day, type },
      signal,
    }),
  ]);
  return { profile, availability };
}

/**
 * A booking begun on the public doctor page (`lib/booking-link`), for a patient booking for
 * themself: the doctor, type and slot are chosen and the wizard opens at its confirm step; when
 * the slot was taken meanwhile, at the day's times with "No free appointments". The server checks
 * the slot once more when it is booked.
 */
export function useResumeBooking(wizard: BookingWizard, enabled: boolean) {
  const [params] = useSearchParams();
  const { t } = useTranslation('booking');
  const choice = enabled ? readBookingChoice(params) : null;
  const done = useRef(false);
  const query = useQuery({
    queryKey: ['clinic', 'booking-resume', choice],
    queryFn: ({ signal }) => fetchChoice(choice!, signal),
    enabled: choice !== null,
    retry: false,
  });
  const { resume } = wizard;
  useEffect(() => {
    if (done.current || !choice || !query.data) return;
    done.current = true;
    const { profile, availability } = query.data;
    const type = availability.consultationTypes.find((offered) => offered.id === choice.type);
    const slot = availability.days
      .flatMap((day) => day.slots)
      .find((offered) => Date.parse(offered.start) === Date.parse(choice.start));
    const chosen = { speciality: profile.speciality?.pubkey, doctor: profile, type };
    if (!type) return resume({ speciality: chosen.speciality, doctor: profile }, 'type');
    if (slot?.state !== 'Free') return resume(chosen, 'slot', t('empty.slots'));
    resume({ ...chosen, slot: { ...slot, timeZone: availability.timeZone } }, 'confirm');
  }, [choice, query.data, resume, t]);
  return { resuming: choice !== null && query.isPending };
}
