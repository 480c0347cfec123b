// The booking states the statistics count, apart from the schemas: the dashboard home renders
// them on its first load, which carries no zod (issue 14).

/** A booking's states (PRODUCT.md §7). */
export const APPOINTMENT_STATUSES = ['Pending', 'Planed', 'Rejected', 'Canceled', 'Done', 'NoShow'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A count per state, all zero: what a clinic without appointments (or switched off) shows. */
export const zeroByStatus = () =>
  Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<AppointmentStatus, number>;
