import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  actionTokens,
  phoneCodes,
  type ActionTokenRow,
  type PhoneCodeRow,
  type PreviousContacts,
} from './verification.table.js';

export const OTP_MAX_ATTEMPTS = 5;

type OtpPurpose = PhoneCodeRow['purpose'];
type TokenPurpose = ActionTokenRow['purpose'];

/**
 * Purposes with one live token per account: a new link replaces the older one. Undo links are
 * not among them: an intruder's second change must not void the owner's link to undo the first.
 */
const ONE_LIVE: ReadonlySet<TokenPurpose> = new Set(['confirm_email', 'reset_password']);

/**
 * Which codes: an account's or a phone's, of one purpose or (no purpose) whatever sent them; with
 * `scope`, only the codes sent for that one use (a signing code's invitation), else any.
 */
type PhoneCodeMatch = {
  userId?: number;
  reservationId?: number;
  phone?: string;
  purpose?: OtpPurpose;
  scope?: string;
  now: Date;
};

/** Whose a code is: an account's, or a visitor's reservation request's. */
export type CodeOwner = { userId: number } | { reservationId: number };

const ownedBy = (owner: CodeOwner) =>
  'userId' in owner ? eq(phoneCodes.userId, owner.userId) : eq(phoneCodes.reservationId, owner.reservationId);

function livePhoneCodes(match: PhoneCodeMatch) {
  return and(
    match.userId === undefined ? undefined : eq(phoneCodes.userId, match.userId),
    match.reservationId === undefined ? undefined : eq(phoneCodes.reservationId, match.reservationId),
    match.phone === undefined ? undefined : eq(phoneCodes.phone, match.phone),
    match.purpose === undefined ? undefined : eq(phoneCodes.purpose, match.purpose),
    match.scope === undefined ? undefined : eq(phoneCodes.scope, match.scope),
    isNull(phoneCodes.consumedAt),
    gt(phoneCodes.expiresAt, match.now),
  );
}

/** Phone codes and link tokens. Every check-and-use is one UPDATE, so it holds under concurrency. */
export class VerificationRepository {
  constructor(private readonly db: Db) {}

  /** A new code replaces any live one of the same owner, purpose and scope (a signing code: of that invitation). */
  async createPhoneCode(input: {
    owner: CodeOwner;
    phone: string;
    purpose: OtpPurpose;
    scope?: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .update(phoneCodes)
      .set({ consumedAt: input.now })
      .where(
        and(
          ownedBy(input.owner),
          eq(phoneCodes.purpose, input.purpose),
          input.scope === undefined ? isNull(phoneCodes.scope) : eq(phoneCodes.scope, input.scope),
          isNull(phoneCodes.consumedAt),
        ),
      );
    await this.db.insert(phoneCodes).values({
      ...input.owner,
      phone: input.phone,
      purpose: input.purpose,
      scope: input.scope ?? null,
      codeHash: input.codeHash,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    });
  }

  /**
   * Spends one attempt on the newest live code of an account (or of a phone, for the public
   * register-otp-verify) and returns it for comparison; undefined when there is none or its
   * attempts are used up. The `attempts < 5` test and the increment are one statement, so fifty
   * concurrent guesses still evaluate at most five.
   */
  async spendAttempt(match: PhoneCodeMatch) {
    const newest = this.db
      .select({ id: phoneCodes.id })
      .from(phoneCodes)
      .where(livePhoneCodes(match))
      .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
      .limit(1);
    const [row] = await this.db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(
        and(
          eq(phoneCodes.id, sql`(${newest})`),
          lt(phoneCodes.attempts, OTP_MAX_ATTEMPTS),
          isNull(phoneCodes.consumedAt),
        ),
      )
      .returning();
    return row;
  }

  /** Whether a code could still be entered: the newest live one (the one checked) has tries left. */
  async hasLivePhoneCode(match: PhoneCodeMatch): Promise<boolean> {
    const [newest] = await this.db
      .select({ attempts: phoneCodes.attempts })
      .from(phoneCodes)
      .where(livePhoneCodes(match))
      .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
      .limit(1);
    return newest !== undefined && newest.attempts < OTP_MAX_ATTEMPTS;
  }

  /** Marks a code used; false when another request used it first. */
  async consumePhoneCode(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(phoneCodes)
      .set({ consumedAt: now })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
      .returning({ id: phoneCodes.id });
    return rows.length === 1;
  }

  /** A new link token; for confirmations and resets any older live token dies (one live token). */
  async createActionToken(input: {
    userId: number;
    purpose: TokenPurpose;
    tokenHash: string;
    email: string | null;
    previous?: PreviousContacts;
    now: Date;
    expiresAt: Date;
  }): Promise<void> {
    if (ONE_LIVE.has(input.purpose)) {
      await this.db
        .update(actionTokens)
        .set({ usedAt: input.now })
        .where(
          and(
            eq(actionTokens.userId, input.userId),
            eq(actionTokens.purpose, input.purpose),
            isNull(actionTokens.usedAt),
          ),
        );
    }
    await this.db.insert(actionTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: input.tokenHash,
      email: input.email,
      previous: input.previous ?? null,
      createdAt: input.now,
      expiresAt: input.expiresAt,
    });
  }

  /** Voids every live link token of an account, whatever its purpose (an undone takeover). */
  async voidActionTokens(userId: number, now: Date): Promise<void> {
    await this.db
      .update(actionTokens)
      .set({ usedAt: now })
      .where(and(eq(actionTokens.userId, userId), isNull(actionTokens.usedAt)));
  }

  /** A live token, read without using it (to check what it is for before the change that uses it). */
  async findActionToken(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<ActionTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(actionTokens)
      .where(
        and(
          eq(actionTokens.tokenHash, tokenHash),
          eq(actionTokens.purpose, purpose),
          isNull(actionTokens.usedAt),
          gt(actionTokens.expiresAt, now),
        ),
      );
    return row;
  }

  /** Uses a live token once: the row, or undefined when unknown, expired or already used. */
  async useActionToken(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<ActionTokenRow | undefined> {
    const [row] = await this.db
      .update(actionTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(actionTokens.tokenHash, tokenHash),
          eq(actionTokens.purpose, purpose),
          isNull(actionTokens.usedAt),
          gt(actionTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }
}
