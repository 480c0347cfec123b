import type { Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { ServiceDeps } from '../../services.js';
import { canSignIn, type ClientInfo, type SessionService } from '../sessions/session.service.js';
import type { PhoneCodeRow } from '../verification/verification.table.js';
import type { AuthContext } from './auth-context.js';
import type { PhoneOtp } from './phone-otp.js';
import { isUniqueViolation } from './unique-violation.js';

/** Phone confirmation by code (spec §4): right after sign-up, or later from the dashboard. */
export class PhoneVerification {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly otp: PhoneOtp,
    private readonly sessions: SessionService,
  ) {}

  /**
   * register-otp-verify: public, the code that registration sent to this phone. When the call
   * carries the sign-up's own access token, that session is the one the new tokens replace.
   */
  async verifyRegistration(
    body: { phone: string; code: string },
    client: ClientInfo,
    caller: AuthContext | null,
  ): Promise<Tokens> {
    const row = await this.otp.check({ phone: body.phone, purpose: 'register' }, body.code);
    return this.confirm(row, client, caller);
  }

  /** otp-verify: the logged-in account's code from send-phone-otp; the new tokens replace the caller's session. */
  async verifyForAccount(caller: AuthContext, code: string, client: ClientInfo): Promise<Tokens> {
    const row = await this.otp.check({ userId: caller.userId, purpose: 'phone' }, code);
    return this.confirm(row, client, caller);
  }

  /**
   * Uses the code and marks the phone confirmed. A phone taken by another account at sign-up was
   * kept pending; it is bound now if it has become free, else 409 (the code stays usable). The
   * caller's session of the same account ends with it, so one sign-in never leaves two alive.
   */
  private async confirm(code: PhoneCodeRow, client: ClientInfo, caller: AuthContext | null): Promise<Tokens> {
    const now = this.deps.clock.now();
    try {
      return await this.deps.transact(async (repos) => {
        if (!(await repos.verification.consumePhoneCode(code.id, now))) throw new AppError('AUTH_OTP_INVALID');
        const user = await repos.users.findById(code.userId, { forUpdate: true });
        if (!user || !canSignIn(user) || code.phone !== (user.phone ?? user.pendingPhone)) {
          throw new AppError('AUTH_OTP_INVALID');
        }
        const pending = user.phone !== code.phone;
        if (pending && (await repos.users.takenIdentifiers({ phone: code.phone }, user.id)).phone) {
          throw new AppError('AUTH_PHONE_IN_USE');
        }
        const updated = await repos.users.update(user.id, {
          phone: code.phone,
          pendingPhone: null,
          isPhoneVerified: true,
        });
        await repos.events.record(
          { userId: user.id, ...client },
          {
            action: 'auth.confirm_phone',
            entity: 'user',
            entityId: user.id,
            before: { phone: user.phone, pendingPhone: user.pendingPhone, isPhoneVerified: user.isPhoneVerified },
            after: { phone: code.phone, pendingPhone: null, isPhoneVerified: true },
          },
          now,
        );
        if (caller?.userId === user.id) await repos.sessions.revokeFamilyOf(caller.sessionId, now);
        return this.sessions.issue(repos, updated ?? user, client, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('AUTH_PHONE_IN_USE');
      throw error;
    }
  }
}
