import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from './sessions.table.js';

export const REFRESH_IDLE_MS = 7 * 24 * 3600 * 1000;

export interface NewSession {
  userId: number;
  refreshHash: string;
  ip: string | null;
  userAgent: string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Starts a new refresh-token family (a login). */
  async start(input: NewSession, now = new Date()): Promise<string> {
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

  /** Ends every session of an account (blocked, deleted, password reset): its refresh and access tokens die. */
  async revokeAllForUser(userId: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
