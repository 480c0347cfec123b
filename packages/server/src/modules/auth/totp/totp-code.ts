import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** One step of clock drift either side is accepted (RFC 6238 §5.2). */
export const TOTP_DRIFT_STEPS = 1;

/** A new random secret (160 bits, RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30 s step a moment falls in (RFC 6238's T). */
export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
}

/** The code of one step (an RFC 4226 HOTP over the step counter). */
export function codeAt(secret: string, step: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits, counter: step });
}

/**
 * The step a code belongs to, among the current one and its drift either side, if it is newer than
 * `lastStep` (the newest step already used): a code taken once, or an older one, is refused.
 */
export function matchStep(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const current = stepAt(now);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step += 1) {
    const expected = Buffer.from(codeAt(secret, step));
    const equal = expected.length === given.length && timingSafeEqual(expected, given);
    if (equal && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}

/** The otpauth:// address an app reads from the QR code (Key Uri Format). */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  }).toString();
}
