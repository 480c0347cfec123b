import type { LoginBody, Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { ServiceDeps } from '../../services.js';
import { canSignIn, type ClientInfo, type SessionService } from '../sessions/session.service.js';
import { identifierOf, identityKey } from './identifier.js';
import type { LoginThrottle } from './login-throttle.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.js';

/** Login by email, phone or national ID number and password (PRODUCT.md §5). */
export class LoginService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Unknown accounts, wrong passwords and blocked or deleted accounts get the same answer, after
   * the same argon2 work, and are throttled and audited alike.
   */
  async login(body: LoginBody, client: ClientInfo): Promise<Tokens> {
    const identifier = identifierOf(body);
    const identity = identityKey(identifier);
    await this.throttle.reserve(identity, client.ip);
    const user = await this.deps.repos.users.findByIdentifier(identifier);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
    const now = this.deps.clock.now();
    if (!user || !passwordOk || !canSignIn(user)) {
      const entry = { action: 'auth.login_failed', entity: 'user', entityId: user?.id ?? null };
      await this.deps.repos.events.record({ userId: null, ...client }, entry, now);
      throw new AppError('AUTH_INVALID_CREDENTIALS');
    }
    await this.throttle.succeeded(identity, client.ip);
    if (needsRehash(user.passwordHash)) {
      await this.deps.repos.users.updatePasswordHash(user.id, await hashPassword(body.password));
    }
    return this.deps.transact(async (repos) => {
      await repos.events.record(
        { userId: user.id, ...client },
        { action: 'auth.login', entity: 'user', entityId: user.id },
        now,
      );
      return this.sessions.issue(repos, user, client, now);
    });
  }
}
