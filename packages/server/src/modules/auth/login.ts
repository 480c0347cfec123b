import type { Client } from '../../lib/caller.js';
import type { LoginBody, Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { AuthDeps } from './auth.deps.js';
import { signIn } from './sign-in.js';
import { canSignIn } from '../users/users.accounts.js';
import { identifierOf, identityKey } from './identifier.js';
import type { LoginThrottle } from './login-throttle.js';
import type { DeviceTokens } from './device-token.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash.js';

/** Login by email, phone or national ID number and password (PRODUCT.md §5). */
export class LoginService {
  constructor(
    private readonly deps: AuthDeps,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceTokens,
  ) {}

  /**
   * Unknown accounts, wrong passwords and blocked or deleted accounts get the same answer, after
   * the same argon2 work, and are throttled and audited alike. `deviceToken` is the browser's
   * known-device cookie; a success answers a fresh one for this identity (device-token.ts).
   */
  async login(
    body: LoginBody,
    client: Client,
    deviceToken: string | null,
  ): Promise<{ tokens: Tokens; deviceToken: string }> {
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
    await this.throttle.succeeded(reservation);
    if (needsRehash(user.passwordHash)) {
      await this.deps.users.accounts.updatePasswordHash(user.id, await hashPassword(body.password));
    }
    const tokens = await this.deps.transact(async (_repos, tx) => {
      await this.deps.audit.record(
        { ...client, accountId: user.id },
        { action: 'auth.login', entity: 'user', entityId: user.id },
        { tx, at: now },
      );
      return signIn(this.deps.sessions, user, client, now, tx);
    });
    return { tokens, deviceToken: this.devices.issue(identity) };
  }
}
