import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { sessions } from '../sessions/sessions.table.js';
import { users, type NewUserRow, type UserRow } from './users.table.js';

export interface Identifier {
  email?: string | undefined;
  phone?: string | undefined;
  idNumber?: string | undefined;
}

export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  async findByIdentifier(identifier: Identifier): Promise<UserRow | undefined> {
    const conditions = [
      identifier.email ? sql`lower(${users.email}) = lower(${identifier.email})` : undefined,
      identifier.phone ? eq(users.phone, identifier.phone) : undefined,
      identifier.idNumber ? eq(users.idNumber, identifier.idNumber) : undefined,
    ].filter((c) => c !== undefined);
    if (conditions.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(...conditions))
      .limit(1);
    return row;
  }

  /** The account behind a live session: one query per authenticated request. */
  async findBySession(pubkey: string, sessionId: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        pubkey: users.pubkey,
        role: users.role,
        status: users.status,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(and(eq(users.pubkey, pubkey), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    return row;
  }

  async insert(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    this.counts.invalidate('users');
    return row!;
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }
}
