import type { Caller, Client } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import { HOUR_MS, takeOrThrow } from '../../lib/throttle/limit.js';
import type { AuthDeps } from './auth.deps.js';
import { confirmAddressEmail, emailTakenEmail } from '../outbox/messages.js';
import { canSignIn } from '../users/users.accounts.js';
import { hashToken, randomToken } from '../sessions/tokens.js';
import { isUniqueViolation } from './unique-violation.js';
import type { SendLimits } from './send-limits.js';

/** PRODUCT.md §5: a single-use 256-bit link, 24 hours. */
export const CONFIRM_EMAIL_TTL_MS = 24 * 3600_000;
const SENDS_PER_HOUR = 5;
/** Links to one address an hour, from every account and path together (a sign-up's and its resends fit). */
const LINKS_PER_ADDRESS_PER_HOUR = 10;
const NOTICES_PER_DAY = 3;

/** Email confirmation by link (spec §4). */
export class EmailConfirmation {
  constructor(
    private readonly deps: AuthDeps,
    private readonly limits: SendLimits,
  ) {}

  /**
   * The confirmation link, or, when another account holds the address, a notice to that owner
   * instead (capped per address, so mass sign-ups cannot flood it). The caller cannot tell which.
   * Links are capped per address too: past the cap nothing is sent (the address's owner may ask
   * again later), or, for an account asking for its own link, a 429 says when.
   */
  async send(userId: number, email: string, taken: boolean): Promise<void> {
    const { config, clock, outbox, repos } = this.deps;
    const now = clock.now();
    if (taken) {
      if (!(await repos.throttles.take(`email-notice:${email}`, NOTICES_PER_DAY, 24 * 3600_000, now))) return;
      await outbox.send({ channel: 'email', recipient: email, ...emailTakenEmail(`${config.publicUrl}/login`) });
      return;
    }
    const perAddress = { limit: LINKS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };
    await takeOrThrow(repos.throttles, `confirm-email:to:${email.toLowerCase()}`, perAddress, now);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + CONFIRM_EMAIL_TTL_MS);
    const tokenHash = hashToken(token);
    const link = `${config.publicUrl}/account-verification?token=${token}`;
    // The link commits with its token, so a crash between the two cannot leave a token nobody received.
    await this.deps.transact(async (_repos, tx) => {
      const input = { userId, purpose: 'confirm_email', tokenHash, email, now, expiresAt } as const;
      await this.deps.verification.createActionToken(input, tx);
      await outbox.send({ channel: 'email', recipient: email, ...confirmAddressEmail(link) }, tx);
    });
  }

  /** send-confirmation-email: a new link for the logged-in account. */
  async sendToAccount(caller: Caller): Promise<void> {
    const { throttles } = this.deps.repos;
    const users = this.deps.users.accounts;
    const user = await users.findById(caller.accountId);
    const email = user?.email ?? user?.pendingEmail;
    if (!user || !email) throw new AppError('AUTH_EMAIL_MISSING');
    if (user.isEmailVerified) throw new AppError('AUTH_ALREADY_CONFIRMED');
    const now = this.deps.clock.now();
    await this.limits.message(caller);
    await takeOrThrow(throttles, `confirm-email:${user.id}`, { limit: SENDS_PER_HOUR, windowMs: HOUR_MS }, now);
    const taken = !user.email && (await users.takenIdentifiers({ email }, user.id)).email;
    await this.send(user.id, email, taken);
  }

  /** confirm-email?token=: uses the link once and marks the address confirmed (binding a pending one if free). */
  async confirm(token: string, client: Client): Promise<void> {
    const now = this.deps.clock.now();
    try {
      await this.deps.transact(async (_repos, tx) => {
        const row = await this.deps.verification.useActionToken(hashToken(token), 'confirm_email', now, tx);
        const user = row && (await this.deps.users.accounts.findById(row.userId, { forUpdate: true, tx }));
        const email = user?.email ?? user?.pendingEmail;
        if (!row || !user || !canSignIn(user) || !email || email.toLowerCase() !== row.email?.toLowerCase()) {
          throw new AppError('AUTH_TOKEN_INVALID');
        }
        if (!user.email && (await this.deps.users.accounts.takenIdentifiers({ email }, user.id, tx)).email) {
          throw new AppError('AUTH_EMAIL_IN_USE');
        }
        await this.deps.users.accounts.update(user.id, { email, pendingEmail: null, isEmailVerified: true }, tx);
        const before = { email: user.email, pendingEmail: user.pendingEmail, isEmailVerified: user.isEmailVerified };
        const after = { email, pendingEmail: null, isEmailVerified: true };
        const entry = { action: 'auth.confirm_email', entity: 'user', entityId: user.id, before, after } as const;
        await this.deps.audit.record({ ...client, accountId: user.id }, entry, { tx, at: now });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('AUTH_EMAIL_IN_USE');
      throw error;
    }
  }
}
