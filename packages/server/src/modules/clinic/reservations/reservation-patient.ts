import { hashPassword } from '../../../lib/password-hash.js';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { isUniqueViolation } from '../../auth/unique-violation.js';
import { canSignIn } from '../../users/users.accounts.js';
import { toUser } from '../../users/users.mapper.js';
import { generatePassword } from '../../users/users.password.js';
import { newPubkey } from '../../users/users.pubkey.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { ReservationRow } from './reservations.table.js';

/** "Huda Ali Alharbi" → first name "Huda", last name the rest (the first name again when there is none). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : first };
}

/**
 * The PATIENT account a reservation is for, fixed on the request before its appointment is booked
 * (so a retry after a full slot finds the same one): the account holding its ID number, else its
 * phone; none, a new ACTIVE account with that phone (confirmed by the request's code) and a random
 * password the visitor replaces through the link the acceptance SMS carries. An identifier held
 * by an account that is not an active patient's: 409, staff sort it out by hand.
 */
export async function patientFor(
  deps: ClinicDeps,
  row: ReservationRow,
  caller: Caller,
): Promise<{ patientId: number; opened: boolean }> {
  if (row.patientId !== null) return { patientId: row.patientId, opened: row.openedAccount };
  const { accounts } = deps.users;
  const found =
    (await accounts.findByIdentifier({ idNumber: row.idNumber })) ??
    (await accounts.findByIdentifier({ phone: row.phone }));
  if (found && (found.role !== 'PATIENT' || !canSignIn(found)))
    throw new AppError('CLINIC_RESERVATION_ACCOUNT_CONFLICT');
  const passwordHash = found ? null : await hashPassword(generatePassword());
  const now = deps.clock.now();
  try {
    return await deps.transact(async (repos, tx) => {
      let patientId = found?.id;
      if (passwordHash !== null) {
        const created = await accounts.insert(
          {
            pubkey: newPubkey(),
            ...splitName(row.name),
            phone: row.phone,
            idNumber: row.idNumber,
            isPhoneVerified: true,
            passwordHash,
            passwordChangedAt: now,
            role: 'PATIENT',
          },
          tx,
        );
        patientId = created.id;
        const entry = {
          action: 'user.create',
          entity: 'user',
          entityId: created.pubkey,
          after: toUser(created),
        } as const;
        await deps.audit.record(caller, entry, { tx, at: now });
      }
      const opened = passwordHash !== null;
      const linked = await repos.reservations.move(row.id, 'pending', { patientId: patientId!, openedAccount: opened });
      if (!linked) throw new AppError('CLINIC_RESERVATION_STATE');
      return { patientId: patientId!, opened };
    });
  } catch (error) {
    // Someone took the ID number or phone in between: the request's identity is no longer free.
    if (isUniqueViolation(error)) throw new AppError('CLINIC_RESERVATION_ACCOUNT_CONFLICT');
    throw error;
  }
}
