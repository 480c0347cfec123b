import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  agendas,
  consultationTypes,
  type NewAgendaRow,
  type NewConsultationTypeRow,
} from '../agendas/agendas.table.js';
import { appointmentHistory, type NewAppointmentHistoryRow } from '../appointments/appointment-history.table.js';
import { appointments, type NewAppointmentRow } from '../appointments/appointments.table.js';
import { blocks, type NewBlockRow } from '../time-off/blocks.table.js';
import { services, specialities, type NewServiceRow, type NewSpecialityRow } from '../directory/catalogue.table.js';
import { doctors, patientClinics, patients, type NewDoctorRow } from '../doctors/doctors.table.js';
import {
  etablissements,
  rooms,
  sections,
  type NewRoomRow,
  type NewSectionRow,
} from '../directory/etablissements.table.js';
import { ADVISORY_LOCKS } from '../../../db/advisory-locks.js';

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The demo clinic's writes, many rows a statement; used inside the one transaction of the demo seed. */
export class DemoRepository {
  constructor(private readonly db: Db) {}

  /** Held until the transaction ends: a second seeder waits, then finds the clinic there. */
  async lock(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.clinicDemo})`);
  }

  /** The demo goes into a product with no clinic yet; one an admin has started is left alone. */
  async hasClinic(): Promise<boolean> {
    const rows = await this.db.select({ id: etablissements.id }).from(etablissements).limit(1);
    return rows.length > 0;
  }

  insertSections = (rows: NewSectionRow[]) => this.db.insert(sections).values(rows).returning();
  insertRooms = (rows: NewRoomRow[]) => this.db.insert(rooms).values(rows).returning();
  insertSpecialities = (rows: NewSpecialityRow[]) => this.db.insert(specialities).values(rows).returning();
  insertServices = (rows: NewServiceRow[]) => this.db.insert(services).values(rows).returning();
  insertAgendas = (rows: NewAgendaRow[]) => this.db.insert(agendas).values(rows).returning();
  insertTypes = (rows: NewConsultationTypeRow[]) => this.db.insert(consultationTypes).values(rows).returning();
  insertBlocks = (rows: NewBlockRow[]) => this.db.insert(blocks).values(rows).returning();

  async insertDoctors(rows: NewDoctorRow[]): Promise<void> {
    await this.db.insert(doctors).values(rows).onConflictDoNothing();
  }

  async insertPatients(userIds: number[]): Promise<void> {
    await this.db
      .insert(patients)
      .values(userIds.map((userId) => ({ userId })))
      .onConflictDoNothing();
  }

  /** The clinics whose desks registered the patients (the others still see those with appointments there). */
  async registerPatients(rows: (typeof patientClinics.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(patientClinics).values(rows).onConflictDoNothing();
  }

  /** The new appointments' ids by their pubkeys. */
  async insertAppointments(rows: readonly NewAppointmentRow[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const chunk of chunks(rows)) {
      const inserted = await this.db
        .insert(appointments)
        .values(chunk)
        .returning({ id: appointments.id, pubkey: appointments.pubkey });
      for (const row of inserted) ids.set(row.pubkey, row.id);
    }
    return ids;
  }

  async insertHistory(rows: readonly NewAppointmentHistoryRow[]): Promise<void> {
    for (const chunk of chunks(rows)) await this.db.insert(appointmentHistory).values(chunk);
  }

  /** The Done appointments, each doctor's latest first: the visits the demo's patients have rated. */
  findDone() {
    return this.db
      .select({
        id: appointments.id,
        doctorId: appointments.doctorId,
        patientId: appointments.patientId,
        startAt: appointments.startAt,
        endAt: appointments.endAt,
      })
      .from(appointments)
      .where(eq(appointments.status, 'done'))
      .orderBy(appointments.doctorId, desc(appointments.startAt), appointments.id);
  }
}
