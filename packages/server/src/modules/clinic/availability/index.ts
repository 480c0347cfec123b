/**
 * The clinic's availability engine: pure functions over a doctor's agendas, blocks and active
 * appointments. No database and no HTTP; times are epoch ms in, ISO 8601 with the clinic's offset out.
 *
 * Decisions: slots that have started or fall inside the minimum notice are never returned; Blocked
 * slots (weekend, closing hours, time off) only with `includeBlocked`, for the doctor's calendar;
 * days without a slot to show are left out. Full slots are returned, so a patient sees a busy day.
 */
export { doctorAvailability, type AvailabilityQuery } from './availability.js';
export { clockMinutes, type LocalDate } from './civil-date.js';
export { nextFreeSlots, type NextFreeQuery, type NextFreeSlot } from './next-free.js';
export { validateBooking, type BookingCheck, type BookingRefusal, type BookingRequest } from './validate-booking.js';
export * from './types.js';
export { strandedSeats, type HeldSeat, type StrandReason } from './stranded.js';
