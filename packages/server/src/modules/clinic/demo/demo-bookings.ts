import type { UserRow } from '../../users/users.table.js';
import type { NewAppointmentHistoryRow } from '../appointments/appointment-history.table.js';
import type { NewAppointmentRow } from '../appointments/appointments.table.js';
import type { ClinicRepos } from '../clinic.deps.js';
import { newPubkey } from '../clinic-ids.js';
import type { DemoPeople } from './demo-setup.js';
import type { DemoSlot } from './demo-slots.js';
import type { DemoRandom } from './demo-random.js';
import { appointmentStory, type Party } from './demo-story.js';

const NOTES = ['أول زيارة', 'يرجى إحضار التحاليل السابقة', 'متابعة بعد العلاج', 'يحتاج تقريرًا طبيًا'];
const party = (row: UserRow): Party => ({ id: row.id, role: row.role });

/**
 * Gives each slot a patient free at that time (no one holds two overlapping appointments, whatever
 * their state; women only with the gynaecologist), its story up to `now`, and writes the
 * appointments with their history lines.
 */
export async function insertBookings(
  repos: ClinicRepos,
  slots: readonly DemoSlot[],
  people: DemoPeople,
  context: { random: DemoRandom; now: number; cutoffHours: number },
): Promise<number> {
  const { random, now } = context;
  const busyUntil = new Map<number, number>();
  const rows: NewAppointmentRow[] = [];
  const lines: (Omit<NewAppointmentHistoryRow, 'appointmentId'> & { pubkey: string })[] = [];
  for (const slot of [...slots].sort(
    (a, b) => a.start - b.start || a.calendar.doctor.userId - b.calendar.doctor.userId,
  )) {
    const { calendar, type } = slot;
    const women = calendar.template.speciality === 'obgyn';
    const patient = pickPatient(
      random,
      people.patients,
      (row) => (busyUntil.get(row.id) ?? 0) <= slot.start && (!women || row.gender === 'FEMALE'),
    );
    if (!patient) continue;
    busyUntil.set(patient.id, slot.end);
    const doctor = people.doctors.get(calendar.template.email)!;
    const desk = people.staff[calendar.template.clinic] ?? doctor;
    const story = appointmentStory(
      {
        start: slot.start,
        end: slot.end,
        autoConfirm: type.autoConfirm,
        cutoffHours: type.cancellationCutoffHours ?? context.cutoffHours,
        patient: party(patient),
        doctor: party(doctor),
        desk: party(desk),
      },
      random,
      now,
    );
    const pubkey = newPubkey();
    rows.push({
      pubkey,
      doctorId: doctor.id,
      patientId: patient.id,
      etablissementId: calendar.doctor.etablissementId,
      roomId: calendar.doctor.roomId,
      agendaId: calendar.agendaId,
      consultationTypeId: type.id,
      startAt: new Date(slot.start),
      endAt: new Date(slot.end),
      status: story.status,
      seatNo: slot.seatNo,
      capacity: calendar.capacity,
      priceHalalas: type.priceHalalas,
      durationMinutes: type.durationMinutes,
      notes: random.chance(0.15) ? random.pick(NOTES) : null,
      bookedBy: story.bookedBy,
      createdAt: story.createdAt,
      updatedAt: story.updatedAt,
    });
    lines.push(...story.lines.map((line) => ({ ...line, pubkey })));
  }
  const ids = await repos.demo.insertAppointments(rows);
  await repos.demo.insertHistory(lines.map(({ pubkey, ...line }) => ({ ...line, appointmentId: ids.get(pubkey)! })));
  return rows.length;
}

/** A patient the filter accepts; a few draws, then none (the slot stays free). */
function pickPatient(random: DemoRandom, patients: readonly UserRow[], free: (row: UserRow) => boolean) {
  for (let draw = 0; draw < 6; draw++) {
    const row = random.pick(patients);
    if (free(row)) return row;
  }
  return undefined;
}
