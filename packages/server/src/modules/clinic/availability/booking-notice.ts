import type { Role } from '@bayan/shared';
import type { ClinicDeps } from '../clinic.deps.js';

/**
 * How far ahead a booking must start, for whoever books or looks: a patient booking online (or a
 * visitor looking) keeps the `clinic_min_notice_minutes` setting, so the desk is never surprised
 * by a booking minutes away; the care team (staff, the doctor, admins) books walk-ins any time ahead.
 */
export async function minNoticeFor(deps: Pick<ClinicDeps, 'settings'>, role: Role | null): Promise<number> {
  return role === null || role === 'PATIENT' ? deps.settings.get('clinic_min_notice_minutes') : 0;
}
