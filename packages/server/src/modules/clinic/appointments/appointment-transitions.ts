import { errorMessage, type AppointmentAction, type Language, type Role } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { AppointmentStatusValue } from './appointments.table.js';

const HOUR = 3_600_000;
const NO_SHOW_WINDOW = 48 * HOUR;

type StateAction = Exclude<AppointmentAction, 'reschedule'>;

export interface TransitionRule {
  from: readonly AppointmentStatusValue[];
  to: AppointmentStatusValue;
  /** Who may, beyond seeing the appointment (SUPERADMIN may whatever ADMIN may). */
  roles: readonly Role[];
  audit:
    'appointment.confirm' | 'appointment.reject' | 'appointment.cancel' | 'appointment.done' | 'appointment.no_show';
}

const CARE_TEAM = ['STAFF', 'DOCTOR', 'ADMIN', 'SUPERADMIN'] as const;

/** PRODUCT.md §7: the transitions after booking; Rejected, Canceled, Done and NoShow are final. */
export const TRANSITIONS: Record<StateAction, TransitionRule> = {
  confirm: { from: ['pending'], to: 'planed', roles: CARE_TEAM, audit: 'appointment.confirm' },
  reject: { from: ['pending'], to: 'rejected', roles: CARE_TEAM, audit: 'appointment.reject' },
  cancel: {
    from: ['pending', 'planed'],
    to: 'canceled',
    roles: ['PATIENT', ...CARE_TEAM],
    audit: 'appointment.cancel',
  },
  done: { from: ['planed'], to: 'done', roles: CARE_TEAM, audit: 'appointment.done' },
  'no-show': { from: ['planed'], to: 'no_show', roles: CARE_TEAM, audit: 'appointment.no_show' },
};

export interface GuardInput {
  role: Role;
  start: Date;
  now: Date;
  reason: string | undefined;
  /** The type's cancellation cut-off, or the clinic's setting when the type has none. */
  cutoffHours: number;
  lang: Language;
}

/** The time and reason rules of a transition (one place, so the table test reads them all). */
export function guardTransition(action: StateAction, input: GuardInput): void {
  const { role, start, now, reason } = input;
  const started = now.getTime() >= start.getTime();
  const needsReason = action === 'reject' || (action === 'cancel' && role !== 'PATIENT');
  if (needsReason && !reason) {
    const message = errorMessage('CLINIC_REASON_REQUIRED', input.lang);
    throw new AppError('CLINIC_REASON_REQUIRED', [{ path: 'body.reason', code: 'required', message }]);
  }
  switch (action) {
    case 'confirm':
      if (started) throw new AppError('CLINIC_APPOINTMENT_STARTED');
      return;
    case 'cancel':
      if (role === 'PATIENT' && now.getTime() > start.getTime() - input.cutoffHours * HOUR) {
        throw new AppError('CLINIC_CANCEL_CUTOFF_PASSED');
      }
      if (started) throw new AppError('CLINIC_APPOINTMENT_STARTED');
      return;
    case 'done':
      if (!started) throw new AppError('CLINIC_APPOINTMENT_NOT_STARTED');
      return;
    case 'no-show':
      if (!started) throw new AppError('CLINIC_APPOINTMENT_NOT_STARTED');
      if (now.getTime() > start.getTime() + NO_SHOW_WINDOW) throw new AppError('CLINIC_NO_SHOW_WINDOW_PASSED');
      return;
    case 'reject':
      return;
  }
}
