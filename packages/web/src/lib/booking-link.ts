/** A slot a visitor chose on the public doctor page, carried to the booking wizard. */
export interface BookingChoice {
  /** The doctor's pubkey. */
  doctor: string;
  /** The consultation type's id. */
  type: string;
  /** The slot's start, ISO 8601 with the clinic's offset. */
  start: string;
}

export const BOOKING_PATH = '/dashboard/book-appointment';
const KEYS = ['doctor', 'type', 'start'] as const;

/** The booking wizard with a doctor, type and slot chosen: it opens at its confirm step. */
export function bookingLink(choice: BookingChoice): string {
  return `${BOOKING_PATH}?${new URLSearchParams(KEYS.map((key) => [key, choice[key]])).toString()}`;
}

/** The choice a booking link carries, or null when it carries none (or only part of one). */
export function readBookingChoice(params: URLSearchParams): BookingChoice | null {
  const [doctor, type, start] = KEYS.map((key) => params.get(key) ?? '');
  if (!doctor || !type || !start || Number.isNaN(Date.parse(start))) return null;
  return { doctor, type, start };
}
