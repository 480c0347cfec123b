/**
 * The clinic's availability engine: pure functions over a doctor's agendas, blocks and active
 * appointments. No database and no HTTP; times are epoch ms in, ISO 8601 with the clinic's offset out.
 */
export { doctorAvailability, type AvailabilityQuery } from './availability.js';
export { clockMinutes, type LocalDate } from './civil-date.js';
export { nextFreeSlots, type NextFreeQuery, type NextFreeSlot } from './next-free.js';
export { validateBooking, type BookingCheck, type BookingRefusal, type BookingRequest } from './validate-booking.js';
export * from './types.js';
