import fc from 'fast-check';
import { idNumberCheckDigit } from '@bayan/shared';

/**
 * Values for fields whose rules live in zod refinements the JSON schema cannot show (an email's
 * shape, a Saudi mobile number, a checksummed ID number, a strong password), chosen by the
 * field's name, so that "valid" requests reach the handlers instead of stopping at validation.
 */
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 3, maxLength: 10 });

const email = fc.tuple(word, digits(6)).map(([w, n]) => `${w}.${n}@example.test`);
const idNumber = digits(8)
  .map((stem) => `1${stem}`)
  .map((stem) => stem + idNumberCheckDigit(stem));

const HINTS: Record<string, fc.Arbitrary<string>> = {
  email,
  login: email,
  recipient: email,
  phone: digits(8).map((n) => `05${n}`),
  idNumber,
  password: fc.tuple(word, word, digits(3)).map(([a, b, n]) => `${a}-lantern-${b}-${n}`),
  currentPassword: fc.tuple(word, digits(3)).map(([a, n]) => `${a}-orbit-quiet-${n}`),
  code: digits(6),
  timeZone: fc.constantFrom('Asia/Riyadh', 'Asia/Dubai', 'Africa/Cairo'),
  startHour: fc.constantFrom('00:00', '08:00', '09:30'),
  endHour: fc.constantFrom('17:00', '21:00', '24:00'),
};

/** A value that satisfies the refinement behind a field of this name, when the harness knows one. */
export function hintFor(name: string | undefined): fc.Arbitrary<string> | undefined {
  return name !== undefined && Object.hasOwn(HINTS, name) ? HINTS[name] : undefined;
}
