import type { Tx } from '../../../lib/module/transaction.js';
import type { UserRow } from '../../users/users.table.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import { newPubkey } from '../clinic-ids.js';
import type { EtablissementRow } from '../directory/etablissements.table.js';
import {
  DEMO_CLINICS,
  DEMO_SERVICES,
  DEMO_SPECIALITIES,
  type DemoClinicKey,
  type DemoSpecialityKey,
} from './demo-directory.js';
import { DEMO_DOCTORS } from './demo-doctors.js';
import { DEMO_STAFF, demoPatients } from './demo-people.js';
import type { DemoRandom } from './demo-random.js';

/** The same password as the README's other demo accounts. */
export const DEMO_CLINIC_PASSWORD = 'Bayan-Demo-2026';

export interface DemoDirectory {
  clinics: Record<DemoClinicKey, { row: EtablissementRow; rooms: Map<string, number> }>;
  specialities: Record<DemoSpecialityKey, number>;
  /** The services' ids by their English names (DEMO_SERVICES). */
  services: Map<string, number>;
}

/** Clinics with their sections and rooms, the specialities and the services. */
export async function insertDirectory(repos: ClinicRepos): Promise<DemoDirectory> {
  const clinics = {} as DemoDirectory['clinics'];
  for (const [key, clinic] of Object.entries(DEMO_CLINICS) as [DemoClinicKey, (typeof DEMO_CLINICS)[DemoClinicKey]][]) {
    const row = await repos.etablissements.insert({ ...clinic.row, pubkey: newPubkey() });
    const sections = await repos.demo.insertSections(
      clinic.sections.map(({ nameAr, nameEn }) => ({ etablissementId: row.id, nameAr, nameEn })),
    );
    const rooms = await repos.demo.insertRooms(
      clinic.sections.flatMap((section, index) =>
        section.rooms.map((name) => ({ etablissementId: row.id, sectionId: sections[index]!.id, name })),
      ),
    );
    clinics[key] = { row, rooms: new Map(rooms.map((room) => [room.name, room.id])) };
  }
  const keys = Object.keys(DEMO_SPECIALITIES) as DemoSpecialityKey[];
  const rows = await repos.demo.insertSpecialities(keys.map((key) => DEMO_SPECIALITIES[key]));
  const services = await repos.demo.insertServices(DEMO_SERVICES);
  const specialities = Object.fromEntries(keys.map((key, index) => [key, rows[index]!.id]));
  return {
    clinics,
    specialities: specialities as DemoDirectory['specialities'],
    services: new Map(services.map((row) => [row.nameEn, row.id])),
  };
}

export interface DemoPeople {
  /** By email, in DEMO_DOCTORS' order. */
  doctors: Map<string, UserRow>;
  patients: UserRow[];
  /** Each clinic's reception account, when it is a STAFF account. */
  staff: Partial<Record<DemoClinicKey, UserRow>>;
}

/** The README's patient@bayan.local first, then patient01…patient30. */
function patientAccounts(random: DemoRandom, year: number) {
  return [
    { email: 'patient@bayan.local', firstName: 'خالد', lastName: 'العنزي', profile: { gender: 'MALE' as const } },
    ...demoPatients(random, year).map(({ email, firstName, fatherName, grandfatherName, lastName, ...profile }) => ({
      ...{ email, firstName, fatherName, grandfatherName, lastName, profile },
    })),
  ].map((account) => ({ ...account, role: 'PATIENT' as const }));
}

/**
 * The accounts (the README's doctor@, patient@ and staff@ among them, kept as they are) with their
 * clinic profiles: doctors in their rooms, patients' files, the reception desks in their clinics.
 */
export async function insertPeople(
  deps: ClinicDeps,
  tx: Tx,
  directory: DemoDirectory,
  random: DemoRandom,
  year: number,
): Promise<DemoPeople> {
  const repos = deps.reposOf(tx);
  const patients = patientAccounts(random, year);
  const accounts = await deps.users.ensureAccounts(
    [
      ...DEMO_DOCTORS.map(({ email, firstName, lastName }) => ({
        email,
        firstName,
        lastName,
        role: 'DOCTOR' as const,
      })),
      ...DEMO_STAFF.map(({ clinic, ...staff }) => ({
        ...staff,
        role: 'STAFF' as const,
        profile: { etablissementPubkey: directory.clinics[clinic].row.pubkey },
      })),
      ...patients,
    ].map((account) => ({ ...account, password: DEMO_CLINIC_PASSWORD })),
    tx,
  );
  // An account the demo would reuse with another role keeps its role and gets no clinic part.
  const withRole = (emails: string[], role: UserRow['role']) =>
    new Map(emails.flatMap((email) => (accounts.get(email)!.role === role ? [[email, accounts.get(email)!]] : [])));
  const doctors = withRole(
    DEMO_DOCTORS.map((doctor) => doctor.email),
    'DOCTOR',
  );
  await repos.demo.insertDoctors(
    DEMO_DOCTORS.filter((doctor) => doctors.has(doctor.email)).map((doctor) => {
      const clinic = directory.clinics[doctor.clinic];
      return {
        userId: doctors.get(doctor.email)!.id,
        specialityId: directory.specialities[doctor.speciality],
        etablissementId: clinic.row.id,
        roomId: clinic.rooms.get(doctor.room)!,
        bio: doctor.bio,
      };
    }),
  );
  const patientRows = [
    ...withRole(
      patients.map((patient) => patient.email),
      'PATIENT',
    ).values(),
  ];
  await repos.demo.insertPatients(patientRows.map((row) => row.id));
  const staff: DemoPeople['staff'] = {};
  for (const { email, clinic } of DEMO_STAFF) {
    const row = withRole([email], 'STAFF').get(email);
    if (!row) continue;
    staff[clinic] = row;
    if (!row.etablissementPubkey)
      await deps.users.accounts.update(row.id, { etablissementPubkey: directory.clinics[clinic].row.pubkey }, tx);
  }
  // Half the patients were registered at Riyadh's desk, half at Jeddah's.
  const keys: DemoClinicKey[] = ['riyadh', 'jeddah'];
  await repos.demo.registerPatients(
    patientRows.flatMap((row, index) => {
      const key = keys[index % 2]!;
      const desk = staff[key];
      return desk ? [{ patientId: row.id, etablissementId: directory.clinics[key].row.id, registeredBy: desk.id }] : [];
    }),
  );
  return { doctors, patients: patientRows, staff };
}
