import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, type SessionRow } from './sessions.table.js';

/** PRODUCT.md §5: a refresh token dies after 7 idle days, and its family 30 days after the login. */
export const REFRESH_IDLE_MS = 7 * 24 * 3600 * 1000;
export const REFRESH_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;

export interface NewSession {
  userId: number;
  refreshHash: string;
  ip: string | null;
  userAgent: string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Starts a new refresh-token family (a login). */
  async start(input: NewSession, now: Date): Promise<string> {
    const id = randomUUID();
    await this.db.insert(sessions).values({
      id,
      familyId: id,
      ...input,
      createdAt: now,
      familyStartedAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_IDLE_MS),
    });
    return id;
  }

  /**
   * The compare-and-swap of a refresh: marks a live token rotated and returns it, or undefined
   * when it is unknown, expired, revoked or already rotated. Concurrent refreshes of one token
   * queue on the row lock and re-check the condition, so exactly one of them wins.
   */
  async rotate(refreshHash: string, now: Date): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(sessions.refreshHash, refreshHash),
          isNull(sessions.rotatedAt),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  /** The next token of a family: idle expiry restarts, the family's absolute expiry does not. */
  async continueFamily(previous: SessionRow, input: NewSession, now: Date): Promise<string> {
    const id = randomUUID();
    const idle = now.getTime() + REFRESH_IDLE_MS;
    const absolute = previous.familyStartedAt.getTime() + REFRESH_ABSOLUTE_MS;
    await this.db.insert(sessions).values({
      id,
      familyId: previous.familyId,
      ...input,
      createdAt: now,
      familyStartedAt: previous.familyStartedAt,
      expiresAt: new Date(Math.min(idle, absolute)),
    });
    return id;
  }

  /** Whether an access token's session is still alive (not revoked by logout, a block or a reset). */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return row !== undefined;
  }

  async findByRefreshHash(refreshHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.refreshHash, refreshHash));
    return row;
  }

  /** Ends a whole family: its refresh tokens and the access tokens issued with them. */
  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }

  /** Ends the family a session belongs to (logout). */
  async revokeFamilyOf(sessionId: string, now: Date): Promise<void> {
    const family = this.db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, sessionId));
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.familyId, sql`(${family})`), isNull(sessions.revokedAt)));
  }

  /**
   * Ends every session of an account (blocked, deleted, password reset): its refresh and access
   * tokens die. `keepFamilyOf` spares the caller's own family (a password changed while logged in).
   */
  async revokeAllForUser(userId: number, now: Date, keepFamilyOf?: string): Promise<void> {
    const keep = keepFamilyOf
      ? ne(
          sessions.familyId,
          sql`(${this.db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, keepFamilyOf))})`,
        )
      : undefined;
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
  }
}
