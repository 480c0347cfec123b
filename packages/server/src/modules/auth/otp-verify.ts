import type { Caller, Client } from '../../lib/caller.js';
import type { Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { AuthDeps } from './auth.deps.js';
import { signIn } from './sign-in.js';
import { NO_MFA, type MfaPolicy } from './totp/mfa-policy.js';
import { canSignIn } from '../users/users.accounts.js';
import type { PhoneCodeRow } from '../verification/verification.table.js';
import type { PhoneOtp } from './phone-otp.js';
import { isUniqueViolation } from './unique-violation.js';

/** Phone confirmation by code (spec §4): right after sign-up, or later from the dashboard. */
export class PhoneVerification {
  constructor(
    private readonly deps: AuthDeps,
    private readonly otp: PhoneOtp,
    private readonly mfa: MfaPolicy,
  ) {}

  /**
   * register-otp-verify: public, the code that registration sent to this phone. When the call
   * carries the sign-up's own access token, that session is the one the new tokens replace.
   */
  async verifyRegistration(
    body: { phone: string; code: string },
    client: Client,
    caller: Caller | null,
  ): Promise<Tokens> {
    const row = await this.otp.check({ phone: body.phone, purpose: 'register' }, body.code);
    return this.confirm(row, client, caller);
  }

  /**
   * otp-verify: the logged-in account's newest code for its current number, whether sign-up or send-phone-otp sent it
   * (a user who skipped the step at sign-up and comes back still holds the sign-up's code); the
   * new tokens replace the caller's session.
   */
  async verifyForAccount(caller: Caller, code: string, client: Client): Promise<Tokens> {
    // A code sent to a number the account has since changed is no longer the one to enter.
    const phone = (await this.otp.phoneToConfirm(caller)) ?? undefined;
    const row = await this.otp.check({ userId: caller.accountId, phone }, code);
    return this.confirm(row, client, caller);
  }

  /**
   * Uses the code and marks the phone confirmed. A phone taken by another account at sign-up was
   * kept pending; it is bound now if it has become free, else 409 (the code stays usable). The
   * caller's session of the same account ends with it, so one sign-in never leaves two alive.
   */
  private async confirm(code: PhoneCodeRow, client: Client, caller: Caller | null): Promise<Tokens> {
    const now = this.deps.clock.now();
    const owner = code.userId === null ? undefined : await this.deps.users.accounts.findById(code.userId);
    const mfa = owner ? await this.mfa.flags(owner) : NO_MFA;
    try {
      return await this.deps.transact(async (_repos, tx) => {
        if (!(await this.deps.verification.consumePhoneCode(code.id, now, tx))) throw new AppError('AUTH_OTP_INVALID');
        const user =
          code.userId === null
            ? undefined
            : await this.deps.users.accounts.findById(code.userId, { forUpdate: true, tx });
        if (!user || !canSignIn(user) || code.phone !== (user.phone ?? user.pendingPhone)) {
          throw new AppError('AUTH_OTP_INVALID');
        }
        const pending = user.phone !== code.phone;
        if (pending && (await this.deps.users.accounts.takenIdentifiers({ phone: code.phone }, user.id, tx)).phone) {
          throw new AppError('AUTH_PHONE_IN_USE');
        }
        const updated = await this.deps.users.accounts.update(
          user.id,
          {
            phone: code.phone,
            pendingPhone: null,
            isPhoneVerified: true,
            mustVerifyPhone: false,
          },
          tx,
        );
        await this.deps.audit.record(
          { ...client, accountId: user.id },
          {
            action: 'auth.confirm_phone',
            entity: 'user',
            entityId: user.id,
            before: { phone: user.phone, pendingPhone: user.pendingPhone, isPhoneVerified: user.isPhoneVerified },
            after: { phone: code.phone, pendingPhone: null, isPhoneVerified: true },
          },
          { tx, at: now },
        );
        if (caller?.accountId === user.id) await this.deps.sessions.revokeFamilyOf(caller.sessionId, now, tx);
        return signIn(this.deps.sessions, updated ?? user, client, now, tx, mfa);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('AUTH_PHONE_IN_USE');
      throw error;
    }
  }
}
