import type { AppointmentStatus } from '@bayan/shared';

type Colour = 'warning' | 'info' | 'success' | 'secondary' | 'error' | 'default';

/**
 * The colour of each state, in the lists' chips and on the calendar (the spec's appointment
 * `color` follows the state). The state's word is always written beside it: colour only repeats it.
 */
export const STATUS_COLOUR = {
  Pending: 'warning',
  Planed: 'info',
  Done: 'success',
  NoShow: 'secondary',
  Rejected: 'error',
  Canceled: 'default',
} as const satisfies Record<AppointmentStatus, Colour>;

/** States that hold no seat any more: the calendar leaves them out unless asked. */
export const RELEASED: readonly AppointmentStatus[] = ['Rejected', 'Canceled'];
