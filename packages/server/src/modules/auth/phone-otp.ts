import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import { HOUR_MS, takeOrThrow } from '../../lib/throttle/limit.js';
import { RateLimitedError } from '../../lib/throttle/rate-limited-error.js';
import type { AuthDeps } from './auth.deps.js';
import { otpMessage, type MessageText } from '../outbox/messages.js';
import type { PhoneCodeRow } from '../verification/verification.table.js';
import type { CodeOwner } from '../verification/verification.repository.js';
import type { SendLimits } from './send-limits.js';

/** PRODUCT.md §5: 6 digits, 5 minutes, a new one after 60 s at the earliest, at most 5 an hour per phone. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_SENDS_PER_HOUR = 5;

type Purpose = PhoneCodeRow['purpose'];
/** Sent, or the 429 that says when the phone may have another code. */
export type SendOutcome = 'sent' | RateLimitedError;

/**
 * A code for one use narrower than its purpose (a signing code: one invitation), with the SMS that
 * names that use. The scope is stored with the code and keyed into its hash.
 */
export interface ScopedCode {
  scope: string;
  message: (code: string) => MessageText;
}

/** Sends phone codes; checking them is otp-verify.ts. */
export class PhoneOtp {
  constructor(
    private readonly deps: AuthDeps,
    private readonly limits: SendLimits,
  ) {}

  /**
   * A fresh code for the account, sent by SMS, unless the phone had one less than a minute ago or
   * five this hour. The limits count per phone, whoever asks, so a number cannot be flooded. The
   * owner is an account, or a visitor's reservation request (clinic reservations). A scoped code
   * replaces only the live code of the same scope, and its SMS is the scope's own.
   */
  async send(
    owner: CodeOwner,
    phone: string,
    purpose: Purpose,
    lang: Language,
    scoped?: ScopedCode,
  ): Promise<SendOutcome> {
    const { throttles } = this.deps.repos;
    const { verification } = this.deps;
    const now = this.deps.clock.now();
    try {
      // A scoped code keeps the minute between codes of its own purpose (a deed party's proof, then
      // its signing code, come one after the other); the hourly cap is the phone's, whatever the use.
      const gap = { limit: 1, windowMs: OTP_RESEND_MS };
      const gapKey = scoped ? `otp:gap:${phone}:${purpose}` : `otp:gap:${phone}`;
      await takeOrThrow(throttles, gapKey, gap, now, 'AUTH_OTP_TOO_SOON');
      await takeOrThrow(throttles, `otp:hour:${phone}`, { limit: OTP_SENDS_PER_HOUR, windowMs: HOUR_MS }, now);
    } catch (error) {
      if (error instanceof RateLimitedError) return error;
      throw error;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    // The throttles above count outside this transaction on purpose: a send that fails still
    // spends its slot, so retrying cannot flood the phone. The code and its SMS commit together.
    await this.deps.transact(async (_repos, tx) => {
      const scope = scoped?.scope;
      const codeHash = this.hash(owner, code, scope);
      await verification.createPhoneCode({ owner, phone, purpose, scope, codeHash, now, expiresAt }, tx);
      const text = scoped ? scoped.message(code) : otpMessage(lang, code);
      await this.deps.outbox.send({ channel: 'sms', recipient: phone, ...text, whatsapp: { kind: 'code', code } }, tx);
    });
    return 'sent';
  }

  /** send-phone-otp: a code to the account's phone (or the one it registered with), for otp-verify. */
  async sendToAccount(caller: Caller, lang: Language): Promise<void> {
    const user = await this.deps.users.accounts.findById(caller.accountId);
    const phone = user?.phone ?? user?.pendingPhone;
    if (!user || !phone) throw new AppError('AUTH_PHONE_MISSING');
    if (user.isPhoneVerified) throw new AppError('AUTH_ALREADY_CONFIRMED');
    await this.limits.message(caller);
    const outcome = await this.send({ userId: user.id }, phone, 'phone', lang);
    if (outcome !== 'sent') throw outcome;
  }

  /** The number a code for the account must have been sent to; null when there is none to confirm. */
  async phoneToConfirm(caller: Caller): Promise<string | null> {
    const user = await this.deps.users.accounts.findById(caller.accountId);
    if (!user || user.isPhoneVerified) return null;
    return user.phone ?? user.pendingPhone ?? null;
  }

  /** Whether the account has a code for its current number it could still enter, whichever flow sent it. */
  async pendingForAccount(caller: Caller): Promise<boolean> {
    const phone = await this.phoneToConfirm(caller);
    if (phone === null) return false;
    return this.deps.verification.hasLivePhoneCode({ userId: caller.accountId, phone, now: this.deps.clock.now() });
  }

  /**
   * Spends one of the code's five attempts, then compares in constant time. The attempt is spent
   * first and on its own, so it stays spent whatever happens next. With `scope`, only a code sent
   * for that scope is tried (a code for another scope never is, and keeps its attempts).
   */
  async check(
    match: { userId?: number; reservationId?: number; phone?: string; purpose?: Purpose; scope?: string },
    code: string,
  ): Promise<PhoneCodeRow> {
    const row = await this.deps.verification.spendAttempt({ ...match, now: this.deps.clock.now() });
    const expected = Buffer.from(row?.codeHash ?? '', 'hex');
    const owner = row?.reservationId ? { reservationId: row.reservationId } : { userId: row?.userId ?? 0 };
    const given = Buffer.from(this.hash(owner, code, row?.scope ?? undefined), 'hex');
    if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('AUTH_OTP_INVALID');
    }
    return row;
  }

  /**
   * Keyed by the server secret and bound to its owner (and scope): a leaked table does not give the
   * codes away, and a code cannot be moved to another scope by editing its row.
   */
  private hash(owner: CodeOwner, code: string, scope?: string): string {
    const bound = 'userId' in owner ? owner.userId : `r${owner.reservationId}`;
    const input = scope === undefined ? `otp:${bound}:${code}` : `otp:${bound}:${scope}:${code}`;
    return createHmac('sha256', this.deps.config.jwtSecret).update(input).digest('hex');
  }
}
