import type { Client } from '../../lib/caller.js';
import type { LoginBody, LoginResult, Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { AuthDeps } from './auth.deps.js';
import { signIn } from './sign-in.js';
import { canSignIn } from '../users/users.accounts.js';
import type { UserRow } from '../users/users.table.js';
import { identifierOf, identityKey } from './identifier.js';
import type { LoginThrottle } from './login-throttle.js';
import type { DeviceTokens } from './device-token.js';
import type { MfaPolicy } from './totp/mfa-policy.js';
import { MfaTokens } from './totp/mfa-token.js';
import type { TotpService } from './totp/totp.service.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash.js';

/** Login by email, phone or national ID number and password (PRODUCT.md §5), then the second factor if any. */
export class LoginService {
  /** The second step's tokens (also taken by a passkey's second step, passkey-login.ts). */
  readonly challenges: MfaTokens;

  constructor(
    private readonly deps: AuthDeps,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceTokens,
    private readonly policy: MfaPolicy,
    private readonly totp: TotpService,
  ) {
    this.challenges = new MfaTokens(deps.config.jwtSecret);
  }

  /**
   * Unknown accounts, wrong passwords and blocked or deleted accounts get the same answer, after
   * the same argon2 work, and are throttled and audited alike. `deviceToken` is the browser's
   * known-device cookie; a success answers a fresh one for this identity (device-token.ts). An
   * account with a second factor gets no session here but the second step's challenge: neither
   * the device cookie nor a refresh token stands in for its code.
   */
  async login(
    body: LoginBody,
    client: Client,
    deviceToken: string | null,
  ): Promise<{ result: LoginResult; deviceToken: string | null }> {
    const identifier = identifierOf(body);
    const identity = identityKey(identifier);
    const reservation = await this.throttle.reserve(identity, client.ip, this.devices.verify(deviceToken, identity));
    const user = await this.deps.users.accounts.findByIdentifier(identifier);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
    const now = this.deps.clock.now();
    if (!user || !passwordOk || !canSignIn(user)) {
      const entry = { action: 'auth.login_failed', entity: 'user', entityId: user?.id ?? null } as const;
      await this.deps.audit.record(client, entry, { at: now });
      await this.throttle.failed(reservation);
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    if (needsRehash(user.passwordHash)) {
      await this.deps.users.accounts.updatePasswordHash(user.id, await hashPassword(body.password));
    }
    const methods = await this.policy.methods(user.id);
    if (methods.length > 0) {
      await this.throttle.passedPassword(reservation);
      return {
        result: { mfa_required: true, mfa_token: this.challenges.issue(user.id, identity, now), methods },
        deviceToken: null,
      };
    }
    await this.throttle.succeeded(reservation);
    return { result: await this.start(user, client, now), deviceToken: this.devices.issue(identity) };
  }

  /**
   * The second step: a code of the account's app or one of its recovery codes, for the challenge a
   * right password got. Wrong codes count in the same locks as wrong passwords (login-throttle.ts).
   */
  async completeTotp(
    body: { mfa_token: string; code: string },
    client: Client,
    deviceToken: string | null,
  ): Promise<{ tokens: Tokens; deviceToken: string }> {
    const now = this.deps.clock.now();
    const claims = this.challenges.verify(body.mfa_token, now);
    if (!claims) throw new AppError('AUTH_MFA_TOKEN_INVALID');
    const device = this.devices.verify(deviceToken, claims.identity);
    const reservation = await this.throttle.reserve(claims.identity, client.ip, device);
    const user = await this.deps.users.accounts.findById(claims.userId);
    const proof = user && canSignIn(user) ? await this.totp.check(user.id, body.code, true) : null;
    if (!user || !proof) {
      const entry = { action: 'auth.totp_failed', entity: 'user', entityId: claims.userId } as const;
      await this.deps.audit.record(client, entry, { at: now });
      await this.throttle.failed(reservation);
      throw new AppError('AUTH_TOTP_INVALID');
    }
    await this.throttle.succeeded(reservation);
    if (proof.kind === 'recovery') {
      const entry = {
        action: 'auth.recovery_code_used',
        entity: 'user',
        entityId: user.id,
        after: { left: proof.left },
      } as const;
      await this.deps.audit.record({ ...client, accountId: user.id }, entry, { at: now });
    }
    return { tokens: await this.start(user, client, now), deviceToken: this.devices.issue(claims.identity) };
  }

  /** The session of a login that passed every step. */
  async start(user: UserRow, client: Client, now: Date): Promise<Tokens> {
    const mfa = await this.policy.flags(user);
    return this.deps.transact(async (_repos, tx) => {
      await this.deps.audit.record(
        { ...client, accountId: user.id },
        { action: 'auth.login', entity: 'user', entityId: user.id },
        { tx, at: now },
      );
      return signIn(this.deps.sessions, user, client, now, tx, mfa);
    });
  }
}
