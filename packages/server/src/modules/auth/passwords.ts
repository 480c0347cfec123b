import type { Language, Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { ServiceDeps } from '../../services.js';
import type { ClientInfo, SessionService } from '../sessions/session.service.js';
import type { AuthContext } from './auth-context.js';
import { IDENTITY_LOCK } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { assertNewPassword } from './password-rules.js';

/** Changing the password of a logged-in account: forced (mustChangePassword) or by choice. */
export class Passwords {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionService,
  ) {}

  /**
   * force-password: only while the account must change its password. Every older session ends
   * and the answer carries the tokens of a fresh one.
   */
  async force(auth: AuthContext, password: string, client: ClientInfo, lang: Language): Promise<Tokens> {
    const user = await this.deps.repos.users.findById(auth.userId);
    if (!user?.mustChangePassword) throw new AppError('AUTH_PASSWORD_CHANGE_NOT_REQUIRED');
    await assertNewPassword(password, user, lang);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    return this.deps.transact(async (repos) => {
      // A concurrent force-password may have won while argon2 ran.
      const current = await repos.users.findById(user.id, { forUpdate: true });
      if (!current?.mustChangePassword) throw new AppError('AUTH_PASSWORD_CHANGE_NOT_REQUIRED');
      const updated = await repos.users.update(user.id, {
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: now,
      });
      await repos.sessions.revokeAllForUser(user.id, now);
      const entry = { action: 'auth.password_change', entity: 'user', entityId: user.id, after: { forced: true } };
      await repos.events.record({ userId: user.id, ...client }, entry, now);
      return this.sessions.issue(repos, updated ?? current, client, now);
    });
  }

  /**
   * change-password: proves the current password first (guesses are throttled like logins, so a
   * stolen access token cannot brute-force it), then ends every other session of the account.
   */
  async change(
    auth: AuthContext,
    body: { currentPassword: string; password: string },
    client: ClientInfo,
    lang: Language,
  ): Promise<void> {
    const { users, throttles } = this.deps.repos;
    const user = await users.findById(auth.userId);
    if (!user) throw new AppError('AUTH_REQUIRED');
    const now = this.deps.clock.now();
    const key = `password:${user.id}`;
    if (!(await throttles.attempt(key, IDENTITY_LOCK, now))) throw new AppError('AUTH_LOCKED');
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw new AppError('AUTH_WRONG_PASSWORD');
    await throttles.reset(key);
    await assertNewPassword(body.password, user, lang);
    const passwordHash = await hashPassword(body.password);
    await this.deps.transact(async (repos) => {
      await repos.users.update(user.id, { passwordHash, mustChangePassword: false, passwordChangedAt: now });
      await repos.sessions.revokeAllForUser(user.id, now, auth.sessionId);
      const entry = { action: 'auth.password_change', entity: 'user', entityId: user.id, after: { forced: false } };
      await repos.events.record({ userId: user.id, ...client }, entry, now);
    });
  }
}
