import type { CreateReservation, Language, ReservationCreated } from '@bayan/shared';
import type { Client } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { fieldError } from '../../../lib/http/field-error.js';
import { hashToken, randomToken } from '../../sessions/tokens.js';
import { doctorOf } from '../appointments/appointments.plan.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { toReservation } from './reservation-view.js';
import { sendReservationCode } from './reservations.code.js';

/** The clinic, and the doctor or speciality, a request names: the doctor must work at that clinic. */
async function choiceOf(deps: ClinicDeps, body: CreateReservation, lang: Language) {
  const clinic = await deps.repos.etablissements.findByPubkey(body.etablissementPubkey);
  if (!clinic) throw fieldError('CLINIC_RESERVATION_CHOICE_INVALID', 'etablissementPubkey', lang);
  let doctorId: number | null = null;
  if (body.doctorPubkey) {
    const doctor = await doctorOf(deps, body.doctorPubkey).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'CLINIC_DOCTOR_NOT_FOUND') return undefined;
      throw error;
    });
    if (doctor?.etablissementId !== clinic.id)
      throw fieldError('CLINIC_RESERVATION_CHOICE_INVALID', 'doctorPubkey', lang);
    doctorId = doctor.userId;
  }
  const specialityId = body.specialityPubkey
    ? await deps.repos.reservations.findSpecialityId(body.specialityPubkey)
    : null;
  if (specialityId === undefined) throw fieldError('CLINIC_RESERVATION_CHOICE_INVALID', 'specialityPubkey', lang);
  return { etablissementId: clinic.id, doctorId, specialityId };
}

/**
 * POST /api/auth/appointment-reservation: a visitor asks for an appointment. Counted per IP and per
 * phone first; stored UNVERIFIED (staff do not see it) with a secret for the visitor's screen; a
 * code goes to the phone. A phone past its code limits keeps its request: the screen resends later.
 */
export async function createReservation(
  deps: ClinicDeps,
  body: CreateReservation,
  client: Client,
): Promise<ReservationCreated> {
  const { lang } = client;
  const choice = await choiceOf(deps, body, lang);
  await deps.auth.limits.reservation(client, body.phone);
  const token = randomToken();
  const now = deps.clock.now();
  // Read before the transaction: PGlite has one connection, a read beside an open transaction waits for it.
  const names = await deps.users.accounts.names(choice.doctorId === null ? [] : [choice.doctorId]);
  const row = await deps.transact(async (repos, tx) => {
    const inserted = await repos.reservations.insert({
      ...choice,
      tokenHash: hashToken(token),
      name: body.name,
      phone: body.phone,
      idNumber: body.idNumber,
      preferredDay: body.preferredDay,
      preferredTime: body.preferredTime ?? null,
      notes: body.notes ?? '',
      lang,
      createdAt: now,
    });
    const view = (await repos.reservations.findViewById(inserted.id))!;
    const after = toReservation(view, names, now);
    await deps.audit.record(
      client,
      { action: 'reservation.create', entity: 'reservation', entityId: after.id, after },
      { tx, at: now },
    );
    return inserted;
  });
  await sendReservationCode(deps, row, lang, { quiet: true });
  return { id: row.pubkey, token, status: 'UNVERIFIED', message: CODE_SENT[lang] };
}

const CODE_SENT: Record<Language, string> = {
  ar: 'أرسلنا رمز التحقق إلى جوالك.',
  en: 'We have sent a verification code to your phone.',
};
