import type { Role } from '@bayan/shared';
import type { AuditActor, Caller, Client } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ModuleDeps } from '../../lib/module/define-module.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { SessionRow } from './sessions.table.js';
import { hashToken, randomToken, type AccessClaims, type TokenSigner } from './tokens.js';

/** Concurrent refreshes of one token (two tabs) within this window get a retryable 409, not a revoked family. */
export const REFRESH_GRACE_MS = 10_000;

export type SessionsDeps = ModuleDeps<{ sessions: SessionsRepository }>;

/** The account a session is for, as much of it as the tokens carry. */
export interface SessionSubject {
  id: number;
  pubkey: string;
  role: Role;
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

const fromClient = (client: AuditActor) => ({ ip: client.ip, userAgent: client.userAgent });

/**
 * Refresh-token families (PRODUCT.md §5): opaque, stored hashed, rotated on every use. The
 * accounts themselves belong to the users module; a refresh asks its caller for the account.
 */
export class SessionService {
  constructor(
    private readonly deps: SessionsDeps,
    private readonly signer: TokenSigner,
  ) {}

  /** The claims of a valid access token whose session is still alive, or null. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    return this.signer.verifyAccess(token, this.deps.clock.now());
  }

  isLive(sessionId: string, accountId: number): Promise<boolean> {
    return this.deps.repos.sessions.isLive(sessionId, accountId);
  }

  /** Starts a family and answers its tokens; give it the transaction of the login or sign-up it belongs to. */
  async issue(subject: SessionSubject, client: Client, now: Date, tx?: Tx): Promise<SessionTokens> {
    const refreshToken = randomToken();
    const input = { userId: subject.id, refreshHash: hashToken(refreshToken), ...fromClient(client) };
    const sessionId = await this.deps.reposOf(tx).sessions.start(input, now);
    return this.tokens(subject, sessionId, refreshToken, now);
  }

  /**
   * Rotates a refresh token. `account` loads the session's account in the same transaction and
   * answers undefined when it may no longer sign in.
   */
  async refresh<S extends SessionSubject>(
    token: string,
    client: Client,
    account: (userId: number, tx: Tx) => Promise<S | undefined>,
  ): Promise<{ subject: S; tokens: SessionTokens }> {
    const now = this.deps.clock.now();
    const refreshHash = hashToken(token);
    const renewed = await this.deps.transact(async ({ sessions }, tx) => {
      const previous = await sessions.rotate(refreshHash, now);
      if (!previous) return undefined;
      const subject = await account(previous.userId, tx);
      if (!subject) throw new AppError('AUTH_REFRESH_INVALID');
      const refreshToken = randomToken();
      const input = { userId: subject.id, refreshHash: hashToken(refreshToken), ...fromClient(client) };
      const sessionId = await sessions.continueFamily(previous, input, now);
      return { subject, tokens: await this.tokens(subject, sessionId, refreshToken, now) };
    });
    if (renewed) return renewed;
    throw await this.refused(refreshHash, client, now);
  }

  /** Logout ends the caller's whole family, so its refresh and access tokens die together. */
  async logout(caller: Caller): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transact(async ({ sessions }, tx) => {
      await sessions.revokeFamilyOf(caller.sessionId, now);
      const entry = { action: 'auth.logout', entity: 'user', entityId: caller.accountId } as const;
      await this.deps.audit.record(caller, entry, { tx, at: now });
    });
  }

  /** Ends the family a session belongs to. */
  async revokeFamilyOf(sessionId: string, now: Date, tx?: Tx): Promise<void> {
    await this.deps.reposOf(tx).sessions.revokeFamilyOf(sessionId, now);
  }

  /** Ends every session of an account but, when given, the family of `keepFamilyOf`. */
  async revokeAllForUser(userId: number, now: Date, keepFamilyOf?: string, tx?: Tx): Promise<void> {
    await this.deps.reposOf(tx).sessions.revokeAllForUser(userId, now, keepFamilyOf);
  }

  /**
   * Why a refresh lost: a token rotated moments ago lost a race (409, retry with the new one);
   * a token rotated earlier is being replayed, so its family is revoked, thief and owner alike.
   */
  private async refused(refreshHash: string, client: Client, now: Date): Promise<AppError> {
    const row = await this.deps.repos.sessions.findByRefreshHash(refreshHash);
    if (!row || row.revokedAt || !row.rotatedAt) return new AppError('AUTH_REFRESH_INVALID');
    if (now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS) return new AppError('AUTH_REFRESH_CONFLICT');
    await this.revokeReplayedFamily(row, client, now);
    return new AppError('AUTH_REFRESH_INVALID');
  }

  private async revokeReplayedFamily(row: SessionRow, client: Client, now: Date): Promise<void> {
    await this.deps.transact(async ({ sessions }, tx) => {
      await sessions.revokeFamily(row.familyId, now);
      const entry = {
        action: 'auth.refresh_reuse',
        entity: 'user',
        entityId: row.userId,
        after: { family: row.familyId },
      } as const;
      await this.deps.audit.record(client, entry, { tx, at: now });
    });
  }

  private async tokens(subject: SessionSubject, sessionId: string, refreshToken: string, now: Date) {
    const claims = { sub: subject.pubkey, sid: sessionId, role: subject.role };
    return { access_token: await this.signer.signAccess(claims, now), refresh_token: refreshToken };
  }
}
