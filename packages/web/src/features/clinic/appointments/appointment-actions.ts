import type { Appointment, AppointmentAction, AppointmentStatus, Role } from '@bayan/shared';

/** The transitions a row or the calendar offers (rescheduling needs the booking screens). */
export type StateAction = Exclude<AppointmentAction, 'reschedule'>;
export const STATE_ACTIONS = ['confirm', 'reject', 'done', 'no-show', 'cancel'] as const satisfies StateAction[];

const HOUR = 3_600_000;
const NO_SHOW_WINDOW = 48 * HOUR;
const CARE_TEAM: readonly Role[] = ['STAFF', 'DOCTOR', 'ADMIN', 'SUPERADMIN'];

/** PRODUCT §7, as the server enforces it: the states each action leaves from and who may take it. */
const RULES: Record<StateAction, { from: readonly AppointmentStatus[]; roles: readonly Role[] }> = {
  confirm: { from: ['Pending'], roles: CARE_TEAM },
  reject: { from: ['Pending'], roles: CARE_TEAM },
  done: { from: ['Planed'], roles: CARE_TEAM },
  'no-show': { from: ['Planed'], roles: CARE_TEAM },
  cancel: { from: ['Pending', 'Planed'], roles: ['PATIENT', ...CARE_TEAM] },
};

/** Whether the moment allows it: confirm and cancel before the start, done after, no-show within 48 h. */
function inTime(action: StateAction, start: number, now: number): boolean {
  switch (action) {
    case 'confirm':
    case 'cancel':
      return now < start;
    case 'done':
      return now >= start;
    case 'no-show':
      return now >= start && now <= start + NO_SHOW_WINDOW;
    case 'reject':
      return true;
  }
}

/**
 * The actions to offer on an appointment: the server's rules mirrored, so a button is not shown
 * that could only fail. The server stays the judge: a patient's cancellation cut-off (per type or
 * the clinic's setting) and any change since the list was read are its to refuse.
 */
export function allowedActions(
  appointment: Pick<Appointment, 'status' | 'start'>,
  role: Role,
  now: number,
): StateAction[] {
  const start = Date.parse(appointment.start);
  return STATE_ACTIONS.filter((action) => {
    const rule = RULES[action];
    return rule.from.includes(appointment.status) && rule.roles.includes(role) && inTime(action, start, now);
  });
}

/** Reject always needs a reason; so does a cancellation by anyone but the patient. */
export const needsReason = (action: StateAction, role: Role): boolean =>
  action === 'reject' || (action === 'cancel' && role !== 'PATIENT');

/** The actions that end an appointment for good (the dialog's button is red). */
export const isDestructive = (action: StateAction): boolean =>
  action === 'reject' || action === 'cancel' || action === 'no-show';
