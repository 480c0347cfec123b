import { describe, expect, it } from 'vitest';
import type { Doctor } from '@bayan/shared';
import { doctorGroups } from './doctor-groups';

const ref = (pubkey: string) => ({ pubkey, nameAr: pubkey, nameEn: pubkey });
const doctor = (pubkey: string, speciality: string | null) =>
  ({ pubkey, name: pubkey, speciality: speciality ? ref(speciality) : null }) as Doctor;
const DOCTORS = [
  doctor('dentist', 'teeth'),
  doctor('family-1', 'family'),
  doctor('skin', 'derm'),
  doctor('family-2', 'family'),
];
const names = (groups: ReturnType<typeof doctorGroups>) =>
  groups.map((group) => [group.key, group.doctors.map((entry) => entry.pubkey)]);

describe('the doctors offered to accept a request', () => {
  it('lists the asked speciality’s doctors before the others', () => {
    expect(names(doctorGroups(DOCTORS, { doctor: null, speciality: ref('family') }))).toEqual([
      ['speciality', ['family-1', 'family-2']],
      ['others', ['dentist', 'skin']],
    ]);
  });

  it('puts the asked doctor first, then the rest of the speciality', () => {
    expect(
      names(doctorGroups(DOCTORS, { doctor: { pubkey: 'family-2', name: '' }, speciality: ref('family') })),
    ).toEqual([
      ['asked', ['family-2']],
      ['speciality', ['family-1']],
      ['others', ['dentist', 'skin']],
    ]);
  });

  it('keeps one group when the request named neither', () => {
    expect(names(doctorGroups(DOCTORS, { doctor: null, speciality: null }))).toEqual([
      ['all', ['dentist', 'family-1', 'skin', 'family-2']],
    ]);
  });
});
