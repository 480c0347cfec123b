import type { BookAppointment } from '@bayan/shared';

/** 128 random bits in hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
export const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The Idempotency-Key of a booking attempt: the same request (a double click, a retry after a
 * lost answer) carries the same key, so the server books it once; another request gets a new one.
 */
export function attemptKeys() {
  let last: { request: string; key: string } | undefined;
  return (body: BookAppointment): string => {
    const request = JSON.stringify([body.doctorPubkey, body.start, body.consultationType, body.patientPubkey ?? '']);
    if (last?.request !== request) last = { request, key: randomKey() };
    return last.key;
  };
}
