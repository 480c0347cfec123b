import type { Language, PublicReservation } from '@bayan/shared';
import type { Client } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { hashToken } from '../../sessions/tokens.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { namesOf, statusOf, toPublicReservation, toReservation } from './reservation-view.js';
import type { ReservationRow } from './reservations.table.js';

/** spec §8: what the visitor reads once the phone is confirmed. */
const SENT: Record<Language, string> = {
  ar: 'تم إرسال طلبك بنجاح.',
  en: 'Your request has been sent successfully.',
};

/**
 * Texts the request's code through auth's phone codes (6 digits, 5 minutes, 5 attempts, a new one
 * after 60 s, 5 an hour per phone). `quiet`: a phone past those limits is not an error (creation).
 */
export async function sendReservationCode(
  deps: ClinicDeps,
  row: Pick<ReservationRow, 'id' | 'phone'>,
  lang: Language,
  { quiet }: { quiet: boolean },
): Promise<void> {
  const outcome = await deps.auth.phoneOtp.send({ reservationId: row.id }, row.phone, 'reservation', lang);
  if (outcome !== 'sent' && !quiet) throw outcome;
}

/** The request a public call names, when its secret matches; 404 otherwise, alike for both. */
async function ownView(deps: ClinicDeps, pubkey: string, token: string) {
  const view = await deps.repos.reservations.findViewByPubkey(pubkey);
  if (!view || view.row.tokenHash !== hashToken(token)) throw new AppError('CLINIC_RESERVATION_NOT_FOUND');
  return view;
}

/** GET /api/auth/appointment-reservation/:id?token=: the confirmation screen's state. */
export async function readPublicReservation(
  deps: ClinicDeps,
  pubkey: string,
  token: string,
  lang: Language,
): Promise<PublicReservation> {
  const view = await ownView(deps, pubkey, token);
  const reservation = toPublicReservation(view, await namesOf(deps, [view]), deps.clock.now());
  return reservation.status === 'PENDING' ? { ...reservation, message: SENT[lang] } : reservation;
}

/** A new code for a request still waiting for its phone (the first may have expired or been spent). */
export async function resendReservationCode(deps: ClinicDeps, pubkey: string, token: string, client: Client) {
  const view = await ownView(deps, pubkey, token);
  if (statusOf(view.row, deps.clock.now()) !== 'UNVERIFIED') throw new AppError('CLINIC_RESERVATION_STATE');
  await deps.auth.limits.message(client);
  await sendReservationCode(deps, view.row, client.lang, { quiet: false });
}

/**
 * POST /api/auth/appointment-reservation/:id/verify: the code spends one of its attempts (auth's
 * atomic count), then the request moves UNVERIFIED → PENDING (compare-and-swap) and the staff see it.
 */
export async function verifyReservation(
  deps: ClinicDeps,
  pubkey: string,
  body: { token: string; code: string },
  client: Client,
): Promise<PublicReservation> {
  const view = await ownView(deps, pubkey, body.token);
  const now = deps.clock.now();
  if (statusOf(view.row, now) !== 'UNVERIFIED') throw new AppError('CLINIC_RESERVATION_STATE');
  const code = await deps.auth.phoneOtp.check({ reservationId: view.row.id, purpose: 'reservation' }, body.code);
  const names = await namesOf(deps, [view]);
  await deps.transact(async (repos, tx) => {
    if (!(await deps.verification.consumePhoneCode(code.id, now, tx))) throw new AppError('AUTH_OTP_INVALID');
    const moved = await repos.reservations.move(view.row.id, 'unverified', { status: 'pending', verifiedAt: now });
    if (!moved) throw new AppError('CLINIC_RESERVATION_STATE');
    const after = (await repos.reservations.findViewById(moved.id))!;
    await deps.audit.record(
      client,
      {
        action: 'reservation.verify',
        entity: 'reservation',
        entityId: view.row.pubkey,
        before: toReservation(view, names, now),
        after: toReservation(after, names, now),
      },
      { tx, at: now },
    );
  });
  return readPublicReservation(deps, pubkey, body.token, client.lang);
}
