import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { consultationTypes } from '../agendas/agendas.table.js';
import { appointments } from '../appointments/appointments.table.js';
import { specialities } from '../directory/catalogue.table.js';
import { patients } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import { waitlistEntries, type NewWaitlistEntryRow, type WaitlistStatusValue } from './waitlist.table.js';

const LIVE: WaitlistStatusValue[] = ['active', 'offered'];
const offerType = alias(consultationTypes, 'offer_type');

const entryColumns = {
  entry: waitlistEntries,
  etablissement: {
    pubkey: etablissements.pubkey,
    nameAr: etablissements.nameAr,
    nameEn: etablissements.nameEn,
    timeZone: etablissements.timeZone,
  },
  speciality: { pubkey: specialities.pubkey, nameAr: specialities.nameAr, nameEn: specialities.nameEn },
  type: { pubkey: consultationTypes.pubkey, nameAr: consultationTypes.nameAr, nameEn: consultationTypes.nameEn },
};

/** The waitlist's entries, and the seats held for them (appointments in status held). */
export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewWaitlistEntryRow) {
    const [row] = await this.db.insert(waitlistEntries).values(values).returning();
    return row!;
  }

  /** The patient's file, made if need be, locked: their joins are counted one at a time (the live limit). */
  async lockPatient(patientId: number): Promise<void> {
    await this.db.insert(patients).values({ userId: patientId }).onConflictDoNothing();
    await this.db.select({ id: patients.userId }).from(patients).where(eq(patients.userId, patientId)).for('update');
  }

  async countLive(patientId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.patientId, patientId), inArray(waitlistEntries.status, LIVE)));
    return row?.n ?? 0;
  }

  private views(where: SQL | undefined) {
    return this.db
      .select(entryColumns)
      .from(waitlistEntries)
      .innerJoin(etablissements, eq(etablissements.id, waitlistEntries.etablissementId))
      .leftJoin(specialities, eq(specialities.id, waitlistEntries.specialityId))
      .leftJoin(consultationTypes, eq(consultationTypes.id, waitlistEntries.consultationTypeId))
      .where(where);
  }

  async findByPubkey(pubkey: string) {
    const [row] = await this.views(eq(waitlistEntries.pubkey, pubkey));
    return row;
  }

  async findById(id: number) {
    const [row] = await this.views(eq(waitlistEntries.id, id));
    return row;
  }

  /** A patient's own entries, the live ones first, the newest first. */
  ofPatient(patientId: number) {
    return this.views(eq(waitlistEntries.patientId, patientId)).orderBy(
      sql`${waitlistEntries.status} in ('active', 'offered') desc`,
      desc(waitlistEntries.createdAt),
    );
  }

  /** Who waits for a doctor, named or through their speciality at their clinic, in the order offers go. */
  forDoctor(doctor: { userId: number; specialityId: number | null; etablissementId: number }, live = false) {
    return this.views(and(targets(doctor), live ? inArray(waitlistEntries.status, LIVE) : undefined)).orderBy(
      asc(waitlistEntries.offerCount),
      asc(waitlistEntries.createdAt),
      asc(waitlistEntries.id),
    );
  }

  /**
   * The active entries a freed seat of `doctor` on the local days [fromDate, toDate] may go to:
   * first come first served, those not yet offered a seat before those whose offer lapsed.
   */
  candidates(
    doctor: { userId: number; specialityId: number | null; etablissementId: number },
    fromDate: string,
    toDate: string,
  ) {
    return this.db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          targets(doctor),
          eq(waitlistEntries.status, 'active'),
          lte(waitlistEntries.fromDate, toDate),
          sql`${waitlistEntries.toDate} >= ${fromDate}`,
        ),
      )
      .orderBy(asc(waitlistEntries.offerCount), asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(100);
  }

  /** Compare-and-swap on the entry's status; `offered` counts one more offer. Undefined: it had moved. */
  async moveStatus(id: number, from: WaitlistStatusValue, to: WaitlistStatusValue) {
    const [row] = await this.db
      .update(waitlistEntries)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'offered' ? { offerCount: sql`${waitlistEntries.offerCount} + 1` } : {}),
      })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, from)))
      .returning();
    return row;
  }

  /** The seats held for, or booked from, these entries. */
  seatsOf(entryIds: number[]) {
    if (entryIds.length === 0) return Promise.resolve([]);
    return this.seats(
      and(inArray(appointments.waitlistEntryId, entryIds), inArray(appointments.status, ['held', 'pending', 'planed'])),
    );
  }

  /** One waitlist seat by its row id, in whatever state. */
  seatOf(appointmentId: number) {
    return this.seats(eq(appointments.id, appointmentId));
  }

  private seats(where: SQL | undefined) {
    return this.db
      .select({
        entryId: appointments.waitlistEntryId,
        id: appointments.id,
        pubkey: appointments.pubkey,
        status: appointments.status,
        doctorId: appointments.doctorId,
        startAt: appointments.startAt,
        endAt: appointments.endAt,
        holdExpiresAt: appointments.holdExpiresAt,
        priceHalalas: appointments.priceHalalas,
        autoConfirm: offerType.autoConfirm,
        type: { pubkey: offerType.pubkey, nameAr: offerType.nameAr, nameEn: offerType.nameEn },
      })
      .from(appointments)
      .innerJoin(offerType, eq(offerType.id, appointments.consultationTypeId))
      .where(where)
      .orderBy(asc(appointments.id));
  }

  /**
   * Compare-and-swap from held: `lapsed` only once the hold has run out (the expiry job), or at
   * once when `early` (the patient declined); a confirm uses `confirmHold`. Exactly one of the two
   * matches a given hold, whatever their order: the row says which, undefined for the other.
   */
  async lapseHold(id: number, now: Date, early = false) {
    const [row] = await this.db
      .update(appointments)
      .set({ status: 'lapsed', updatedAt: sql`now()` })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.status, 'held'),
          early ? undefined : lte(appointments.holdExpiresAt, now),
        ),
      )
      .returning({ id: appointments.id, entryId: appointments.waitlistEntryId, doctorId: appointments.doctorId });
    return row;
  }

  /** Held to `to` while the hold lasts (`hold_expires_at > now`): the booking an offer becomes. */
  async confirmHold(id: number, to: 'pending' | 'planed', now: Date) {
    const [row] = await this.db
      .update(appointments)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(appointments.id, id), eq(appointments.status, 'held'), sql`${appointments.holdExpiresAt} > ${now}`))
      .returning({ id: appointments.id });
    return row;
  }

  /**
   * Active entries whose last day has passed on their clinic's clock become expired: all of them
   * (the minute sweep), or one patient's (before their join counts their live entries).
   */
  async expireStale(now: Date, patientId?: number) {
    const today = sql`(${now.toISOString()}::timestamptz at time zone (select ${etablissements.timeZone} from ${etablissements} where ${etablissements.id} = ${waitlistEntries.etablissementId}))::date`;
    const rows = await this.db
      .update(waitlistEntries)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(waitlistEntries.status, 'active'),
          sql`${waitlistEntries.toDate} < ${today}`,
          patientId === undefined ? undefined : eq(waitlistEntries.patientId, patientId),
        ),
      )
      .returning({ id: waitlistEntries.id });
    return rows.length;
  }
}

/** A doctor's own entries and their speciality's at their clinic. */
function targets(doctor: { userId: number; specialityId: number | null; etablissementId: number }) {
  return or(
    eq(waitlistEntries.doctorId, doctor.userId),
    doctor.specialityId === null
      ? undefined
      : and(
          isNull(waitlistEntries.doctorId),
          eq(waitlistEntries.specialityId, doctor.specialityId),
          eq(waitlistEntries.etablissementId, doctor.etablissementId),
        ),
  );
}

export type WaitlistEntryView = NonNullable<Awaited<ReturnType<WaitlistRepository['findById']>>>;
export type WaitlistSeat = Awaited<ReturnType<WaitlistRepository['seatsOf']>>[number];
