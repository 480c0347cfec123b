import { LANGUAGES, type Language } from '@bayan/shared';
import { z } from 'zod';
import type { Client } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import { HOUR_MS, takeOrThrow } from '../../lib/throttle/limit.js';
import { defineJob } from '../../lib/jobs/job-type.js';
import type { AuthDeps } from './auth.deps.js';
import { resetPasswordEmail, resetPasswordSms } from '../outbox/messages.js';
import { canSignIn } from '../users/users.accounts.js';
import { identifierOf, identitiesOf, identityKey, type IdentityFields } from './identifier.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertNewPassword } from './password-rules.js';
import { hashToken, randomToken } from '../sessions/tokens.js';
import type { SendLimits } from './send-limits.js';
import type { Identifier } from '../users/users.repository.js';
import type { Tx } from '../../lib/module/transaction.js';

/** PRODUCT.md §5: a single-use 256-bit token, 60 minutes, one live token per account; 3 requests an hour. */
export const RESET_TTL_MS = 60 * 60_000;
const REQUESTS_PER_HOUR = 3;

const optional = z.string().optional();
/**
 * The lookup and the link of one forget-password request. It is a job rather than work in the
 * request so that the reply costs the same whether or not the account exists (PRODUCT.md §5),
 * and a durable one so that a crash after the reply does not lose the link the user waits for.
 */
const resetLinkJob = defineJob(
  'auth.reset_link',
  z.object({
    identifier: z.object({ email: optional, phone: optional, idNumber: optional }),
    client: z.object({ ip: z.string().nullable(), userAgent: z.string().nullable() }),
    lang: z.enum(LANGUAGES),
  }),
);
type ResetLinkRequest = z.output<typeof resetLinkJob.payload>;

/**
 * Where the link of a request goes, by what the user typed, as the web's confirmation says: a phone
 * number gets an SMS, an email address an email, an ID number the email (the phone when the account
 * has no email). Undefined when the account has no address on that channel.
 */
function routeOf(
  identifier: Identifier,
  account: { email: string | null; phone: string | null },
): { channel: 'email' | 'sms'; recipient: string } | undefined {
  const mail = account.email ? ({ channel: 'email', recipient: account.email } as const) : undefined;
  const sms = account.phone ? ({ channel: 'sms', recipient: account.phone } as const) : undefined;
  if (identifier.phone) return sms;
  if (identifier.email) return mail;
  return mail ?? sms;
}

/** forget-password and reset-password/{token}. */
export class PasswordReset {
  constructor(
    private readonly deps: AuthDeps,
    private readonly throttle: LoginThrottle,
    private readonly limits: SendLimits,
  ) {
    deps.jobs.handle(resetLinkJob, (request) => this.sendLink(request));
  }

  /**
   * Answers nothing about the identity: after the per-identity throttle, which treats known and
   * unknown identities alike, it only queues the lookup and the link, so neither the answer nor
   * its timing tells whether an account exists (PRODUCT.md §5).
   */
  async request(body: IdentityFields, client: Client, lang: Language): Promise<void> {
    const identifier = identifierOf(body);
    const now = this.deps.clock.now();
    await this.limits.message(client);
    const perIdentity = { limit: REQUESTS_PER_HOUR, windowMs: HOUR_MS };
    await takeOrThrow(this.deps.repos.throttles, `forgot:${identityKey(identifier)}`, perIdentity, now);
    await this.deps.jobs.enqueue(resetLinkJob, { identifier, client, lang });
  }

  /**
   * Sends a reset link when the identity belongs to an account that may log in. Run twice (at
   * least once delivery), it sends a second link that replaces the first, as asking again would.
   */
  private async sendLink({ identifier, client, lang }: ResetLinkRequest): Promise<void> {
    const now = this.deps.clock.now();
    const user = await this.deps.users.accounts.findByIdentifier(identifier);
    const route = user && canSignIn(user) ? routeOf(identifier, user) : undefined;
    if (!user || !route) return;
    await this.deps.transact(async (_repos, tx) => {
      const link = await this.link(user.id, RESET_TTL_MS, tx);
      const entry = { action: 'auth.password_reset_request', entity: 'user', entityId: user.id } as const;
      await this.deps.audit.record(client, entry, { tx, at: now });
      // The link commits with its token: a crash leaves neither, and the job's retry sends one.
      const { recipient } = route;
      await this.deps.outbox.send(
        route.channel === 'sms'
          ? { channel: 'sms', recipient, ...resetPasswordSms(lang, link) }
          : { channel: 'email', recipient, ...resetPasswordEmail(link) },
        tx,
      );
    });
  }

  /**
   * A single-use link to set the account's password (the reset screen), valid `ttlMs`, in `tx`:
   * the reset flow's, and the first password of an account someone else opened (a clinic's
   * reservation accepted for a visitor). It replaces any live one, as asking again would.
   */
  async link(userId: number, ttlMs: number, tx: Tx): Promise<string> {
    const now = this.deps.clock.now();
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const tokenHash = hashToken(token);
    await this.deps.verification.createActionToken(
      { userId, purpose: 'reset_password', tokenHash, email: null, now, expiresAt },
      tx,
    );
    return `${this.deps.config.publicUrl}/reset?token=${token}`;
  }

  /** Sets the new password, clears mustChangePassword and ends every session of the account. */
  async reset(token: string, password: string, client: Client, lang: Language): Promise<void> {
    const { verification, clock } = this.deps;
    const now = clock.now();
    const tokenHash = hashToken(token);
    // The token is read first and used only in the transaction, so argon2 runs outside it and a
    // refused password leaves the link usable.
    const live = await verification.findActionToken(tokenHash, 'reset_password', now);
    const user = live && (await this.deps.users.accounts.findById(live.userId));
    if (!live || !user || !canSignIn(user)) throw new AppError('AUTH_TOKEN_INVALID');
    await assertNewPassword(password, user, lang);
    const passwordHash = await hashPassword(password);
    await this.deps.transact(async (_repos, tx) => {
      const used = await this.deps.verification.useActionToken(tokenHash, 'reset_password', now, tx);
      if (!used || used.userId !== user.id) throw new AppError('AUTH_TOKEN_INVALID');
      await this.deps.users.accounts.update(
        user.id,
        { passwordHash, mustChangePassword: false, passwordChangedAt: now },
        tx,
      );
      await this.deps.sessions.revokeAllForUser(user.id, now, undefined, tx);
      const entry = { action: 'auth.password_reset', entity: 'user', entityId: user.id } as const;
      await this.deps.audit.record({ ...client, accountId: user.id }, entry, { tx, at: now });
    });
    await this.throttle.clear(identitiesOf(user));
  }
}
