import type { Role } from '../permissions/roles.js';
import { ADMINS } from '../permissions/route-definition.js';

/** Who runs a clinic's day: its staff, the doctor on their own agenda, the admins everywhere. */
export const CARE_TEAM = ['STAFF', 'DOCTOR', ...ADMINS] as const satisfies readonly Role[];
