import type { Tokens } from '@bayan/shared';
import type { Repositories } from '../../db/repositories.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ServiceDeps } from '../../services.js';
import { hashToken, randomToken, type TokenSigner } from '../auth/tokens.js';
import { toProfile } from '../users/users.mapper.js';
import type { UserRow } from '../users/users.table.js';
import type { SessionRow } from './sessions.table.js';

/** Concurrent refreshes of one token (two tabs) within this window get a retryable 409, not a revoked family. */
export const REFRESH_GRACE_MS = 10_000;

/** Where a request came from: recorded with sessions and audit events. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const LOCKED_OUT = new Set<UserRow['status']>(['BLOCKED', 'DELETED']);

/** A BLOCKED or DELETED account cannot log in, and its tokens stop working (PRODUCT.md §6). */
export const canSignIn = (user: Pick<UserRow, 'status'>) => !LOCKED_OUT.has(user.status);

/** Refresh-token families (PRODUCT.md §5): opaque, stored hashed, rotated on every use. */
export class SessionService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly signer: TokenSigner,
  ) {}

  /** Starts a family and answers its tokens; give it the transaction of the login or sign-up it belongs to. */
  async issue(repos: Repositories, user: UserRow, client: ClientInfo, now: Date): Promise<Tokens> {
    const refreshToken = randomToken();
    const sessionId = await repos.sessions.start(
      { userId: user.id, refreshHash: hashToken(refreshToken), ...client },
      now,
    );
    return this.tokens(user, sessionId, refreshToken, now);
  }

  async refresh(token: string, client: ClientInfo): Promise<Tokens> {
    const now = this.deps.clock.now();
    const refreshHash = hashToken(token);
    const renewed = await this.deps.transact(async (repos) => {
      const previous = await repos.sessions.rotate(refreshHash, now);
      if (!previous) return undefined;
      const user = await repos.users.findById(previous.userId);
      if (!user || !canSignIn(user)) throw new AppError('AUTH_REFRESH_INVALID');
      const refreshToken = randomToken();
      const input = { userId: user.id, refreshHash: hashToken(refreshToken), ...client };
      const sessionId = await repos.sessions.continueFamily(previous, input, now);
      return this.tokens(user, sessionId, refreshToken, now);
    });
    if (renewed) return renewed;
    throw await this.refused(refreshHash, client, now);
  }

  /** Logout ends the caller's whole family, so its refresh and access tokens die together. */
  async logout(userId: number, sessionId: string, client: ClientInfo): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transact(async ({ sessions, events }) => {
      await sessions.revokeFamilyOf(sessionId, now);
      await events.record({ userId, ...client }, { action: 'auth.logout', entity: 'user', entityId: userId }, now);
    });
  }

  /**
   * Why a refresh lost: a token rotated moments ago lost a race (409, retry with the new one);
   * a token rotated earlier is being replayed, so its family is revoked, thief and owner alike.
   */
  private async refused(refreshHash: string, client: ClientInfo, now: Date): Promise<AppError> {
    const row = await this.deps.repos.sessions.findByRefreshHash(refreshHash);
    if (!row || row.revokedAt || !row.rotatedAt) return new AppError('AUTH_REFRESH_INVALID');
    if (now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS) return new AppError('AUTH_REFRESH_CONFLICT');
    await this.revokeReplayedFamily(row, client, now);
    return new AppError('AUTH_REFRESH_INVALID');
  }

  private async revokeReplayedFamily(row: SessionRow, client: ClientInfo, now: Date): Promise<void> {
    await this.deps.transact(async ({ sessions, events }) => {
      await sessions.revokeFamily(row.familyId, now);
      const entry = {
        action: 'auth.refresh_reuse',
        entity: 'user',
        entityId: row.userId,
        after: { family: row.familyId },
      };
      await events.record({ userId: null, ...client }, entry, now);
    });
  }

  private async tokens(user: UserRow, sessionId: string, refreshToken: string, now: Date): Promise<Tokens> {
    const accessToken = await this.signer.signAccess({ sub: user.pubkey, sid: sessionId, role: user.role }, now);
    return { access_token: accessToken, refresh_token: refreshToken, profile: toProfile(user) };
  }
}
