import { randomUUID } from 'node:crypto';
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
}
