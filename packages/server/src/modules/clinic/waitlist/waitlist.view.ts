import type { WaitlistEntry, WaitlistStatus } from '@bayan/shared';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import type { WaitlistEntryView, WaitlistSeat } from './waitlist.repository.js';
import type { WaitlistStatusValue } from './waitlist.table.js';

const STATUS: Record<WaitlistStatusValue, WaitlistStatus> = {
  active: 'ACTIVE',
  offered: 'OFFERED',
  booked: 'BOOKED',
  left: 'LEFT',
  expired: 'EXPIRED',
};

/** Minutes after midnight as HH:MM. */
export const clockOf = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Names = Map<number, { pubkey: string; name: string }>;

function toEntry(view: WaitlistEntryView, seats: WaitlistSeat[], names: Names): WaitlistEntry {
  const { entry, etablissement } = view;
  const held =
    entry.status === 'offered' ? seats.find((s) => s.entryId === entry.id && s.status === 'held') : undefined;
  const booked = seats.find((s) => s.entryId === entry.id && s.status !== 'held');
  return {
    id: entry.pubkey,
    status: STATUS[entry.status],
    patient: names.get(entry.patientId) ?? { pubkey: '', name: '' },
    doctor: entry.doctorId === null ? null : (names.get(entry.doctorId) ?? { pubkey: '', name: '' }),
    speciality: view.speciality,
    etablissement: { pubkey: etablissement.pubkey, nameAr: etablissement.nameAr, nameEn: etablissement.nameEn },
    consultationType: view.type,
    fromDate: entry.fromDate,
    toDate: entry.toDate,
    fromTime: clockOf(entry.fromMinute),
    toTime: clockOf(entry.toMinute),
    offerCount: entry.offerCount,
    createdAt: entry.createdAt.toISOString(),
    offer: held
      ? {
          appointmentId: held.pubkey,
          start: held.startAt.toISOString(),
          end: held.endAt.toISOString(),
          holdExpiresAt: held.holdExpiresAt!.toISOString(),
          timeZone: etablissement.timeZone,
          doctor: names.get(held.doctorId) ?? { pubkey: '', name: '' },
          type: held.type,
          priceHalalas: held.priceHalalas,
        }
      : null,
    booked: entry.status === 'booked' ? (booked?.pubkey ?? null) : null,
  };
}

/** The accounts an entry's view names: its patient and its doctor (read before a transaction: PGlite has one connection). */
export const entryNames = (deps: ClinicDeps, doctorIds: number[], patientIds: number[]) =>
  deps.users.accounts.names([...doctorIds, ...patientIds]);

/** Entries as the API shows them, their seats read through `repos` (a transaction's, to see its own writes). */
export async function viewEntries(
  deps: ClinicDeps,
  views: WaitlistEntryView[],
  { repos = deps.repos, names }: { repos?: ClinicRepos; names?: Names } = {},
): Promise<WaitlistEntry[]> {
  const seats = await repos.waitlist.seatsOf(views.map((v) => v.entry.id));
  const known =
    names ??
    (await entryNames(
      deps,
      [...views.flatMap((v) => (v.entry.doctorId === null ? [] : [v.entry.doctorId])), ...seats.map((s) => s.doctorId)],
      views.map((v) => v.entry.patientId),
    ));
  return views.map((view) => toEntry(view, seats, known));
}
