import { fieldMessage, type FieldMessageKey, type Language } from '@bayan/shared';
import { pgErrorOf } from '../../../db/pg-error.js';
import { AppError } from '../../../lib/http/app-error.js';
import { fieldError } from '../../../lib/http/field-error.js';
import type { ClinicRepos } from '../clinic.deps.js';

type TargetInput = { servicePubkey?: string | null | undefined; specialityPubkey?: string | null | undefined };

/**
 * The ids of the service and speciality a body names (null clears, undefined leaves as it was),
 * each locked against deletion until the write commits; a pubkey that names nothing is a 404.
 */
export async function targetIds(repos: ClinicRepos, body: TargetInput, lang: Language) {
  const { services, specialities } = repos.directory;
  const serviceId =
    body.servicePubkey == null
      ? body.servicePubkey
      : (await services.findByPubkey(body.servicePubkey, 'key share'))?.id;
  if (serviceId === undefined && body.servicePubkey)
    throw fieldError('CLINIC_SERVICE_NOT_FOUND', 'servicePubkey', lang);
  const specialityId =
    body.specialityPubkey == null
      ? body.specialityPubkey
      : (await specialities.findByPubkey(body.specialityPubkey, 'key share'))?.id;
  if (specialityId === undefined && body.specialityPubkey)
    throw fieldError('CLINIC_SPECIALITY_NOT_FOUND', 'specialityPubkey', lang);
  return { serviceId, specialityId };
}

/** A 400 on one field with one of the contracts' own messages, as the form shows it. */
export function invalidField(field: string, message: FieldMessageKey, lang: Language): AppError {
  return new AppError('VALIDATION_FAILED', [
    { path: `body.${field}`, code: 'custom', message: fieldMessage(message, lang) },
  ]);
}

const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';

/** The database's refusals a write may meet, as the API's answers; anything else goes on as it was. */
export async function refusals<T>(
  refused: { checks?: Record<string, () => AppError>; inUse?: () => AppError },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = pgErrorOf(error) ?? {};
    const check = code === CHECK_VIOLATION && constraint ? refused.checks?.[constraint] : undefined;
    if (check) throw check();
    if (code === FOREIGN_KEY_VIOLATION && refused.inUse) throw refused.inUse();
    throw error;
  }
}
