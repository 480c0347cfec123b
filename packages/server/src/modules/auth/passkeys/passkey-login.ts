import type { PasskeyOptions, Tokens } from '@bayan/shared';
import type { Client } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { takeOrThrow, type Rate } from '../../../lib/throttle/limit.js';
import { canSignIn } from '../../users/users.accounts.js';
import type { AuthDeps } from '../auth.deps.js';
import type { DeviceTokens } from '../device-token.js';
import type { LoginService } from '../login.js';
import type { LoginThrottle } from '../login-throttle.js';
import type { PasskeyService } from './passkeys.service.js';
import type { PasskeyAuthenticationResponse } from '@bayan/shared';

/** Per IP: challenges for a login by passkey (each is a row for 5 minutes), 30 a minute. */
export const OPTIONS_RATE: Rate = { limit: 30, windowMs: 60_000 };

/**
 * A login by passkey. With the second step's token (a right password a moment ago), the passkey
 * stands in for the app's code: same token, same locks as a code (login-throttle.ts), a failure
 * audited. Without it, a passwordless login: a discoverable passkey whose authenticator verified
 * its user is two factors (something held, and a PIN or a biometric), so it gets the same session
 * and tokens as a full login; its failures count in the IP's failures.
 */
export class PasskeyLogin {
  constructor(
    private readonly deps: AuthDeps,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceTokens,
    private readonly logins: LoginService,
    private readonly passkeys: PasskeyService,
  ) {}

  async options(mfaToken: string | undefined, client: Client): Promise<PasskeyOptions> {
    const now = this.deps.clock.now();
    if (client.ip) await takeOrThrow(this.deps.repos.throttles, `passkey-options:ip:${client.ip}`, OPTIONS_RATE, now);
    if (mfaToken === undefined) return this.passkeys.authenticationOptions(null);
    const claims = this.logins.challenges.verify(mfaToken, now);
    if (!claims) throw new AppError('AUTH_MFA_TOKEN_INVALID');
    return this.passkeys.authenticationOptions(claims.userId);
  }

  async complete(
    body: { mfa_token?: string | undefined; response: PasskeyAuthenticationResponse },
    client: Client,
    deviceToken: string | null,
  ): Promise<{ tokens: Tokens; deviceToken: string | null }> {
    return body.mfa_token === undefined
      ? { tokens: await this.passwordless(body.response, client), deviceToken: null }
      : this.secondStep(body.mfa_token, body.response, client, deviceToken);
  }

  private async secondStep(
    mfaToken: string,
    response: PasskeyAuthenticationResponse,
    client: Client,
    deviceToken: string | null,
  ): Promise<{ tokens: Tokens; deviceToken: string }> {
    const now = this.deps.clock.now();
    const claims = this.logins.challenges.verify(mfaToken, now);
    if (!claims) throw new AppError('AUTH_MFA_TOKEN_INVALID');
    const device = this.devices.verify(deviceToken, claims.identity);
    const reservation = await this.throttle.reserve(claims.identity, client.ip, device);
    const user = await this.deps.users.accounts.findById(claims.userId);
    const passkey = user && canSignIn(user) ? await this.passkeys.check(response, user.id) : null;
    if (!user || !passkey) {
      await this.failed(client, claims.userId);
      await this.throttle.failed(reservation);
      throw new AppError('AUTH_PASSKEY_INVALID');
    }
    await this.throttle.succeeded(reservation);
    return { tokens: await this.logins.start(user, client, now), deviceToken: this.devices.issue(claims.identity) };
  }

  private async passwordless(response: PasskeyAuthenticationResponse, client: Client): Promise<Tokens> {
    await this.throttle.reserveIp(client.ip);
    const passkey = await this.passkeys.check(response, null);
    const user = passkey ? await this.deps.users.accounts.findById(passkey.userId) : undefined;
    if (!user || !canSignIn(user)) {
      await this.failed(client, passkey?.userId ?? null);
      throw new AppError('AUTH_PASSKEY_INVALID');
    }
    await this.throttle.releaseIp(client.ip);
    return this.logins.start(user, client, this.deps.clock.now());
  }

  private async failed(client: Client, userId: number | null): Promise<void> {
    const entry = { action: 'auth.passkey_failed', entity: 'user', entityId: userId } as const;
    await this.deps.audit.record(client, entry, { at: this.deps.clock.now() });
  }
}
