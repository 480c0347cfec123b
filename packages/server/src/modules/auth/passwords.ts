import type { Caller, Client } from '../../lib/caller.js';
import type { Language, Tokens } from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import type { AuthDeps } from './auth.deps.js';
import { signIn } from './sign-in.js';
import { proveCurrentPassword } from '../../lib/current-password.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertNewPassword } from './password-rules.js';
import type { MfaPolicy } from './totp/mfa-policy.js';

/** Changing the password of a logged-in account: forced (mustChangePassword) or by choice. */
export class Passwords {
  constructor(
    private readonly deps: AuthDeps,
    private readonly mfa: MfaPolicy,
  ) {}

  /**
   * force-password: only while the account must change its password. Every older session ends
   * and the answer carries the tokens of a fresh one.
   */
  async force(auth: Caller, password: string, client: Client, lang: Language): Promise<Tokens> {
    const user = await this.deps.users.accounts.findById(auth.accountId);
    if (!user?.mustChangePassword) throw new AppError('AUTH_PASSWORD_CHANGE_NOT_REQUIRED');
    await assertNewPassword(password, user, lang);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    const mfa = await this.mfa.flags(user);
    return this.deps.transact(async (_repos, tx) => {
      // A concurrent force-password may have won while argon2 ran.
      const current = await this.deps.users.accounts.findById(user.id, { forUpdate: true, tx });
      if (!current?.mustChangePassword) throw new AppError('AUTH_PASSWORD_CHANGE_NOT_REQUIRED');
      const updated = await this.deps.users.accounts.update(
        user.id,
        {
          passwordHash,
          mustChangePassword: false,
          passwordChangedAt: now,
        },
        tx,
      );
      await this.deps.sessions.revokeAllForUser(user.id, now, undefined, tx);
      const entry = {
        action: 'auth.password_change',
        entity: 'user',
        entityId: user.id,
        after: { forced: true },
      } as const;
      await this.deps.audit.record({ ...client, accountId: user.id }, entry, { tx, at: now });
      return signIn(this.deps.sessions, updated ?? current, client, now, tx, mfa);
    });
  }

  /**
   * change-password: proves the current password first (guesses are throttled like logins, so a
   * stolen access token cannot brute-force it), then ends every other session of the account.
   */
  async change(
    auth: Caller,
    body: { currentPassword: string; password: string },
    client: Client,
    lang: Language,
  ): Promise<void> {
    const user = await this.deps.users.accounts.findById(auth.accountId);
    if (!user) throw new AppError('AUTH_REQUIRED');
    const now = this.deps.clock.now();
    await proveCurrentPassword(this.deps.repos.throttles, user, body.currentPassword, now);
    await assertNewPassword(body.password, user, lang);
    const passwordHash = await hashPassword(body.password);
    await this.deps.transact(async (_repos, tx) => {
      await this.deps.users.accounts.update(
        user.id,
        { passwordHash, mustChangePassword: false, passwordChangedAt: now },
        tx,
      );
      await this.deps.sessions.revokeAllForUser(user.id, now, auth.sessionId, tx);
      const entry = {
        action: 'auth.password_change',
        entity: 'user',
        entityId: user.id,
        after: { forced: false },
      } as const;
      await this.deps.audit.record({ ...client, accountId: user.id }, entry, { tx, at: now });
    });
  }
}
