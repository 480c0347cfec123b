import { APPOINTMENT_STATUS_COLORS, type AppointmentStatus, type StatusPalette } from '@bayan/shared';

/**
 * The palette colour of each state, in the lists' chips; the calendar draws the same state's hex
 * (`appointmentColor`), the API's `color`. Both come from one map in shared, and a test holds the
 * theme's palette to its hexes. The state's word is always written beside it: colour only repeats it.
 */
export const STATUS_COLOUR = Object.fromEntries(
  Object.entries(APPOINTMENT_STATUS_COLORS).map(([status, { palette }]) => [status, palette]),
) as Record<AppointmentStatus, StatusPalette>;

/** States that hold no seat any more: the calendar leaves them out unless asked. */
export const RELEASED: readonly AppointmentStatus[] = ['Rejected', 'Canceled'];
