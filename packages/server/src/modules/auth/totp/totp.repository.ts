import { and, count, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { totpFactors, totpRecoveryCodes, type TotpFactorRow } from './totp.table.js';

/** The authenticator apps and recovery codes of the accounts (totp.table.ts). */
export class TotpRepository {
  constructor(private readonly db: Db) {}

  async find(userId: number): Promise<TotpFactorRow | undefined> {
    const [row] = await this.db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    return row;
  }

  /** Which of these accounts have an app turned on (not only a setup waiting for its first code). */
  async enabledAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ userId: totpFactors.userId })
      .from(totpFactors)
      .where(and(inArray(totpFactors.userId, [...userIds]), isNotNull(totpFactors.enabledAt)));
    return new Set(rows.map((row) => row.userId));
  }

  /** Keeps a new secret waiting for its first code; the app in use (if any) stays until then. */
  async savePending(userId: number, pendingSecret: string, now: Date): Promise<void> {
    await this.db
      .insert(totpFactors)
      .values({ userId, pendingSecret, updatedAt: now })
      .onConflictDoUpdate({ target: totpFactors.userId, set: { pendingSecret, updatedAt: now } });
  }

  /**
   * The pending secret becomes the account's app, if it is still the one the code was checked
   * against (compare-and-swap: a setup started meanwhile wins). The step taken is marked used.
   */
  async enable(userId: number, pendingSecret: string, step: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(totpFactors)
      .set({ secret: pendingSecret, pendingSecret: null, enabledAt: now, lastStep: step, updatedAt: now })
      .where(and(eq(totpFactors.userId, userId), eq(totpFactors.pendingSecret, pendingSecret)))
      .returning({ userId: totpFactors.userId });
    return rows.length === 1;
  }

  /** Marks a step used, unless it or a later one already was (two requests with one code: one wins). */
  async takeStep(userId: number, step: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(totpFactors)
      .set({ lastStep: step, updatedAt: now })
      .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
      .returning({ userId: totpFactors.userId });
    return rows.length === 1;
  }

  async remove(userId: number): Promise<void> {
    await this.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await this.db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  }

  async replaceRecoveryCodes(userId: number, hashes: string[], now: Date): Promise<void> {
    await this.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await this.db.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  }

  recoveryCodes(userId: number) {
    return this.db
      .select({ id: totpRecoveryCodes.id, codeHash: totpRecoveryCodes.codeHash })
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, userId));
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, userId));
    return row?.n ?? 0;
  }

  /** Spends a recovery code: true for the one request that deleted it. */
  async spendRecoveryCode(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.id, id))
      .returning({ id: totpRecoveryCodes.id });
    return rows.length === 1;
  }
}
