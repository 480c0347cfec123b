import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';

/**
 * The clinic whose reservations the actor handles: staff their own, admins every one (undefined).
 * Anyone else, or staff whose account names no clinic: none.
 */
export function reservationScopeOf(actor: ClinicActor): { etablissementId?: number } | 'none' {
  if (actor.role === 'ADMIN' || actor.role === 'SUPERADMIN') return {};
  if (actor.role === 'STAFF' && actor.etablissementId !== null) return { etablissementId: actor.etablissementId };
  return 'none';
}

/** A reservation the actor may see: confirmed (staff never see an unconfirmed one) and in their scope; 404 otherwise. */
export async function scopedReservation(deps: ClinicDeps, pubkey: string, actor: ClinicActor) {
  const scope = reservationScopeOf(actor);
  const view = await deps.repos.reservations.findViewByPubkey(pubkey);
  const visible =
    view !== undefined &&
    scope !== 'none' &&
    (scope.etablissementId === undefined || scope.etablissementId === view.row.etablissementId) &&
    view.row.status !== 'unverified' &&
    view.row.status !== 'expired';
  if (!visible) throw new AppError('CLINIC_RESERVATION_NOT_FOUND');
  return view;
}
