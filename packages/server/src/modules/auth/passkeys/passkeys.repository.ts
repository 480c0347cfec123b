import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { passkeyChallenges, passkeys, type ChallengePurpose, type PasskeyRow } from './passkeys.table.js';

export type NewPasskey = Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>;

/** The accounts' passkeys and the challenges waiting for them (passkeys.table.ts). */
export class PasskeysRepository {
  constructor(private readonly db: Db) {}

  listOf(userId: number): Promise<PasskeyRow[]> {
    return this.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
  }

  async countOf(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return row?.n ?? 0;
  }

  async byCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
    return row;
  }

  /** Which of these accounts have at least one passkey. */
  async ownersAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ userId: passkeys.userId })
      .from(passkeys)
      .where(inArray(passkeys.userId, [...userIds]));
    return new Set(rows.map((row) => row.userId));
  }

  /** The new passkey, or null when its credential id is already registered (to anyone). */
  async add(values: NewPasskey, now: Date): Promise<PasskeyRow | null> {
    const [row] = await this.db
      .insert(passkeys)
      .values({ ...values, createdAt: now })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    return row ?? null;
  }

  async rename(userId: number, id: number, name: string): Promise<boolean> {
    const rows = await this.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  }

  async remove(userId: number, id: number): Promise<PasskeyRow | undefined> {
    const [row] = await this.db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    return row;
  }

  async removeAllOf(userId: number): Promise<number> {
    const rows = await this.db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
    return rows.length;
  }

  /**
   * Records a use: the new counter, if the stored one is still the one the signature was checked
   * against (compare-and-swap: of two requests with one assertion, one wins).
   */
  async used(id: number, expectedCounter: number, counter: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(passkeys)
      .set({ counter, lastUsedAt: now })
      .where(and(eq(passkeys.id, id), eq(passkeys.counter, expectedCounter)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  }

  /** Keeps a challenge for its 5 minutes; the expired ones of anyone go on the way. */
  async saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
    expiresAt: Date,
    now: Date,
  ): Promise<void> {
    await this.db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
    await this.db.insert(passkeyChallenges).values({ challenge, purpose, userId, expiresAt });
  }

  /** Takes a live challenge of this purpose once: its account (null for a passwordless login), or undefined. */
  async takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    now: Date,
  ): Promise<{ userId: number | null } | undefined> {
    const [row] = await this.db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .returning({ userId: passkeyChallenges.userId });
    return row;
  }
}
