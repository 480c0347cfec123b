import type { Doctor, Reservation } from '@bayan/shared';

export type DoctorGroup = { key: 'asked' | 'speciality' | 'others' | 'all'; doctors: Doctor[] };

/**
 * Finding 10: the clinic's doctors for accepting a request, the one the visitor asked for first,
 * then the asked speciality's, then the rest; empty groups are left out, and a request that named
 * neither lists the clinic's doctors as one group.
 */
export function doctorGroups(
  doctors: readonly Doctor[],
  reservation: Pick<Reservation, 'doctor' | 'speciality'>,
): DoctorGroup[] {
  const asked = reservation.doctor?.pubkey;
  const speciality = reservation.speciality?.pubkey;
  const isAsked = (doctor: Doctor) => doctor.pubkey === asked;
  const ofSpeciality = (doctor: Doctor) =>
    speciality !== undefined && !isAsked(doctor) && doctor.speciality?.pubkey === speciality;
  const groups = (
    [
      { key: 'asked', doctors: doctors.filter(isAsked) },
      { key: 'speciality', doctors: doctors.filter(ofSpeciality) },
    ] satisfies DoctorGroup[]
  ).filter((group) => group.doctors.length > 0) as DoctorGroup[];
  const rest = doctors.filter((doctor) => !isAsked(doctor) && !ofSpeciality(doctor));
  if (rest.length > 0) groups.push({ key: groups.length > 0 ? 'others' : 'all', doctors: rest });
  return groups;
}
