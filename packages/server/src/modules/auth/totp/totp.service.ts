import { toLatinDigits, type RecoveryCodes, type TotpSetup, type TotpStatus } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { qrSvg } from '../../../lib/qr-svg.js';
import { IDENTITY_LOCK } from '../../../lib/throttle/identity-lock.js';
import { attemptOrThrow } from '../../../lib/throttle/limit.js';
import type { UserRow } from '../../users/users.table.js';
import type { AuthDeps } from '../auth.deps.js';
import type { MfaPolicy } from './mfa-policy.js';
import { findRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { SecretBox } from './totp-secret-box.js';
import { matchStep, newTotpSecret, otpauthUrl } from './totp-code.js';

/** How a code was accepted: the app's, or a recovery code (with how many are left). */
export type CodeProof = { kind: 'totp' } | { kind: 'recovery'; left: number };

/** Enrolment, recovery codes and the checking of codes, for the account's own second factor. */
export class TotpService {
  private readonly box: SecretBox;

  constructor(
    private readonly deps: AuthDeps,
    private readonly policy: MfaPolicy,
  ) {
    this.box = new SecretBox(deps.config.jwtSecret);
  }

  private get repo() {
    return this.deps.repos.totp;
  }

  async status(caller: Caller): Promise<TotpStatus> {
    const enabled = await this.policy.enabled(caller.accountId);
    return {
      enabled,
      required: await this.policy.required(caller.role),
      recovery_codes_left: enabled ? await this.repo.recoveryCodesLeft(caller.accountId) : 0,
    };
  }

  /** A new secret for the app, kept aside until its first code is right (confirm). */
  async setup(caller: Caller): Promise<TotpSetup> {
    const user = await this.account(caller);
    const secret = newTotpSecret();
    await this.repo.savePending(user.id, this.box.seal(secret), this.deps.clock.now());
    const issuer = await this.deps.settings.get('site_name');
    const account = user.email ?? user.phone ?? user.idNumber ?? user.pubkey;
    const url = otpauthUrl(secret, issuer, account);
    return { secret, otpauth_url: url, qr_svg: qrSvg(url, 192) };
  }

  /**
   * The first code of the new app: it becomes the account's second factor, ten new recovery codes
   * replace any older ones, and every other session ends (it may predate the factor).
   */
  async confirm(caller: Caller, code: string): Promise<RecoveryCodes> {
    const now = this.deps.clock.now();
    const sealed = (await this.repo.find(caller.accountId))?.pendingSecret;
    const secret = sealed ? this.box.open(sealed) : null;
    if (!sealed || !secret) throw new AppError('AUTH_TOTP_NOT_STARTED');
    const step = matchStep(secret, code, now, null);
    if (step === null) throw new AppError('AUTH_TOTP_INVALID');
    const { codes, hashes } = await newRecoveryCodes();
    await this.deps.transact(async ({ totp }, tx) => {
      if (!(await totp.enable(caller.accountId, sealed, step, now))) throw new AppError('AUTH_TOTP_NOT_STARTED');
      await totp.replaceRecoveryCodes(caller.accountId, hashes, now);
      await this.deps.sessions.revokeAllForUser(caller.accountId, now, caller.sessionId, tx);
      await this.deps.audit.record(
        caller,
        { action: 'auth.totp_enable', entity: 'user', entityId: caller.accountId },
        { tx, at: now },
      );
    });
    return { recovery_codes: codes };
  }

  /** Ten new recovery codes for a code of the app; the older ones stop working. */
  async regenerate(caller: Caller, code: string): Promise<RecoveryCodes> {
    await this.prove(caller.accountId, code, false);
    const now = this.deps.clock.now();
    const { codes, hashes } = await newRecoveryCodes();
    await this.deps.transact(async ({ totp }, tx) => {
      await totp.replaceRecoveryCodes(caller.accountId, hashes, now);
      await this.deps.audit.record(
        caller,
        { action: 'auth.recovery_codes', entity: 'user', entityId: caller.accountId },
        { tx, at: now },
      );
    });
    return { recovery_codes: codes };
  }

  /**
   * Turns the app off, for a code of the app or a recovery code; not for a role that must have a
   * second factor, unless the account has a passkey, which stays its factor.
   */
  async disable(caller: Caller, code: string): Promise<void> {
    const passkeys = await this.deps.repos.passkeys.countOf(caller.accountId);
    if (passkeys === 0 && (await this.policy.required(caller.role))) throw new AppError('AUTH_TOTP_REQUIRED');
    await this.prove(caller.accountId, code, true);
    const now = this.deps.clock.now();
    await this.deps.transact(async ({ totp }, tx) => {
      await totp.remove(caller.accountId);
      await this.deps.audit.record(
        caller,
        { action: 'auth.totp_disable', entity: 'user', entityId: caller.accountId },
        { tx, at: now },
      );
    });
  }

  /**
   * Checks a code of the account's app (or, with `recovery`, one of its recovery codes) and spends
   * it: the app's step cannot be used again, a recovery code is deleted. Null when it does not match.
   */
  async check(userId: number, typed: string, recovery: boolean): Promise<CodeProof | null> {
    const factor = await this.repo.find(userId);
    const secret = factor?.enabledAt && factor.secret ? this.box.open(factor.secret) : null;
    if (!factor?.enabledAt) return null;
    const code = toLatinDigits(typed.trim());
    if (/^\d{6}$/.test(code)) {
      const now = this.deps.clock.now();
      const step = secret ? matchStep(secret, code, now, factor.lastStep) : null;
      return step !== null && (await this.repo.takeStep(userId, step, now)) ? { kind: 'totp' } : null;
    }
    if (!recovery || !looksLikeRecoveryCode(code)) return null;
    const row = await findRecoveryCode(await this.repo.recoveryCodes(userId), code);
    if (!row || !(await this.repo.spendRecoveryCode(row.id))) return null;
    return { kind: 'recovery', left: await this.repo.recoveryCodesLeft(userId) };
  }

  /** A logged-in account's code, guessed under one lock per account like its password (current-password.ts). */
  private async prove(userId: number, code: string, recovery: boolean): Promise<CodeProof> {
    if (!(await this.policy.enabled(userId))) throw new AppError('AUTH_TOTP_NOT_ENABLED');
    const key = `totp:${userId}`;
    await attemptOrThrow(this.deps.repos.throttles, key, IDENTITY_LOCK, this.deps.clock.now());
    const proof = await this.check(userId, code, recovery);
    if (!proof) throw new AppError('AUTH_TOTP_INVALID');
    await this.deps.repos.throttles.reset(key);
    return proof;
  }

  private async account(caller: Caller): Promise<UserRow> {
    const user = await this.deps.users.accounts.findById(caller.accountId);
    if (!user) throw new AppError('AUTH_REQUIRED');
    return user;
  }
}
