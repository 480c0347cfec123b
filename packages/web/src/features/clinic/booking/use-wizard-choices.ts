import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CLINIC_PEOPLE_ROUTES, type Doctor, type Patient } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { useDoctorAvailability } from '../api/doctor-availability';
import { addDays } from '../model/zoned-time';
import { WINDOW_DAYS } from './day-chooser';
import { PARAM, type Choices, type ChosenSlot } from './wizard-params';

export const doctorKey = (pubkey: string) => ['clinic', 'booking-doctor', pubkey] as const;
export const patientKey = (pubkey: string) => ['clinic', 'booking-patient', pubkey] as const;

/** The types step's window: from the browser's day, as that step asks it (the answer is shared). */
export function useTypesWindow(doctor: string) {
  const [from] = useState(() => new Date().toISOString().slice(0, 10));
  return useDoctorAvailability(doctor, from, addDays(from, WINDOW_DAYS - 1), { errorShown: true });
}

/**
 * The choices the address names, read back as the server has them now (a link or a reload is
 * checked, not trusted): the patient, the doctor, the type among those offered and the slot among
 * that day's. `chosen` holds the slots picked on this page, shown without asking again.
 */
export function useWizardChoices(params: URLSearchParams, chosen: ReadonlyMap<string, ChosenSlot>) {
  const [patientId, speciality, doctorId, typeId, start] = (
    ['patient', 'speciality', 'doctor', 'type', 'slot'] as const
  ).map((key) => params.get(PARAM[key]) ?? '') as [string, string, string, string, string];
  const patient = useQuery({
    queryKey: patientKey(patientId),
    queryFn: ({ signal }) =>
      apiRequest<Patient>(routePath(CLINIC_PEOPLE_ROUTES['clinic.getPatient'], { pubkey: patientId }), { signal }),
    enabled: patientId !== '',
    retry: false,
  });
  const doctor = useQuery({
    queryKey: doctorKey(doctorId),
    queryFn: ({ signal }) =>
      apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.getDoctor'], { pubkey: doctorId }), { signal }),
    enabled: doctorId !== '',
    retry: false,
  });
  const types = useTypesWindow(typeId ? doctorId : '');
  const known = chosen.get(start);
  // The start carries the clinic's offset: its first ten characters are the clinic's day.
  const day = start.slice(0, 10);
  const slots = useDoctorAvailability(typeId && start && !known ? doctorId : '', day, day, { type: typeId });

  // A link's day may lie beyond the types' window: that day's answer names its types too.
  const type = [...(types.data?.consultationTypes ?? []), ...(slots.data?.consultationTypes ?? [])].find(
    (offered) => offered.id === typeId,
  );
  const offered = slots.data?.days
    .flatMap((entry) => entry.slots)
    .find((slot) => Date.parse(slot.start) === Date.parse(start));
  const slot = known ?? (offered && slots.data ? { ...offered, timeZone: slots.data.timeZone } : undefined);
  const choices: Choices = {
    patient: patient.data ? { pubkey: patient.data.pubkey, name: patient.data.name } : undefined,
    speciality: speciality || doctor.data?.speciality?.pubkey,
    doctor: doctor.data,
    type,
    slot: slot?.state === 'Free' ? slot : undefined,
  };
  const loading = [patient, doctor, types, slots].some((query) => query.fetchStatus === 'fetching' && query.isPending);
  /** A slot the address names that is no longer free (a link opened later). */
  const taken = slot !== undefined && slot.state !== 'Free';
  return { choices, loading, taken };
}
