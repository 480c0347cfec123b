import { and, asc, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { EndowmentStatus, InvitedRole } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import type { IdHolders } from '../../users/users.id-holders.js';
import { endowments, type EndowmentRow, type NewEndowmentRow } from '../deeds/deeds.table.js';
import {
  endowmentDocCounters,
  endowmentPartyClaims,
  endowmentSignatures,
  endowmentTransitions,
  endowmentVersions,
  type ClaimRow,
  type SignatureRow,
  type VersionRow,
} from './signing.table.js';

/** Signatures still waiting for their signer (what blocks SIGNED_BY_ALL, what reminders chase). */
export const OPEN_STATES = ['INVITED', 'VIEWED'] as const;

/** A deed's versions, signatures and transitions; every state change is one compare-and-swap UPDATE. */
export class SigningRepository {
  constructor(private readonly db: Db) {}

  /**
   * The deed moves from one of `from` to what `set` says, or nothing happens (undefined): the
   * compare-and-swap of every transition. It also takes the deed's row lock until the transaction
   * ends, so a signature and a reopen of the same deed run one after the other, never interleaved.
   */
  async swap(
    id: number,
    from: readonly EndowmentStatus[],
    set: Partial<NewEndowmentRow>,
    extra?: SQL,
  ): Promise<EndowmentRow | undefined> {
    const [row] = await this.db
      .update(endowments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(endowments.id, id), inArray(endowments.status, [...from]), extra))
      .returning();
    return row;
  }

  async deedById(id: number): Promise<EndowmentRow | undefined> {
    const [row] = await this.db.select().from(endowments).where(eq(endowments.id, id));
    return row;
  }

  async deedByPubkey(pubkey: string): Promise<EndowmentRow | undefined> {
    const [row] = await this.db.select().from(endowments).where(eq(endowments.pubkey, pubkey));
    return row;
  }

  async insertVersion(values: typeof endowmentVersions.$inferInsert): Promise<VersionRow> {
    const [row] = await this.db.insert(endowmentVersions).values(values).returning();
    return row!;
  }

  async insertSignatures(values: (typeof endowmentSignatures.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await this.db.insert(endowmentSignatures).values(values);
  }

  versionsOf(endowmentId: number): Promise<VersionRow[]> {
    return this.db
      .select()
      .from(endowmentVersions)
      .where(eq(endowmentVersions.endowmentId, endowmentId))
      .orderBy(desc(endowmentVersions.version));
  }

  async versionOf(endowmentId: number, version: number): Promise<VersionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(endowmentVersions)
      .where(and(eq(endowmentVersions.endowmentId, endowmentId), eq(endowmentVersions.version, version)));
    return row;
  }

  async versionByCode(code: string): Promise<VersionRow | undefined> {
    const [row] = await this.db.select().from(endowmentVersions).where(eq(endowmentVersions.verifyCode, code));
    return row;
  }

  /** The verification code of a numbered deed's current version, or of the version with this hash (the newest). */
  async verifyCodeOf(reference: { docNumber: string } | { hash: string }): Promise<string | undefined> {
    const match =
      'docNumber' in reference
        ? and(eq(endowments.docNumber, reference.docNumber), eq(endowmentVersions.version, endowments.version))
        : eq(endowmentVersions.contentHash, reference.hash);
    const [row] = await this.db
      .select({ code: endowmentVersions.verifyCode })
      .from(endowmentVersions)
      .innerJoin(endowments, eq(endowments.id, endowmentVersions.endowmentId))
      .where(match)
      .orderBy(desc(endowmentVersions.id))
      .limit(1);
    return row?.code;
  }

  signaturesOf(endowmentId: number, version?: number): Promise<SignatureRow[]> {
    return this.db
      .select()
      .from(endowmentSignatures)
      .where(
        and(
          eq(endowmentSignatures.endowmentId, endowmentId),
          version === undefined ? undefined : eq(endowmentSignatures.version, version),
        ),
      )
      .orderBy(desc(endowmentSignatures.version), asc(endowmentSignatures.role), asc(endowmentSignatures.position));
  }

  /**
   * Every signature of the version becomes REVOKED (an edit after submission, a withdrawal); an edit
   * also marks the version superseded (its verification page says so).
   */
  async revokeVersion(endowmentId: number, version: number, now: Date, supersede: boolean): Promise<void> {
    await this.db
      .update(endowmentSignatures)
      .set({ state: 'REVOKED', revokedAt: now })
      .where(
        and(
          eq(endowmentSignatures.endowmentId, endowmentId),
          eq(endowmentSignatures.version, version),
          ne(endowmentSignatures.state, 'REVOKED'),
        ),
      );
    if (!supersede) return;
    await this.db
      .update(endowmentVersions)
      .set({ supersededAt: now })
      .where(
        and(
          eq(endowmentVersions.endowmentId, endowmentId),
          eq(endowmentVersions.version, version),
          isNull(endowmentVersions.supersededAt),
        ),
      );
  }

  /** The invitation `pubkey` if it names `idNumber` (anyone else gets nothing: a 404). */
  async invitationFor(pubkey: string, idNumber: string): Promise<SignatureRow | undefined> {
    const [row] = await this.db
      .select()
      .from(endowmentSignatures)
      .where(
        and(
          eq(endowmentSignatures.pubkey, pubkey),
          eq(endowmentSignatures.idNumber, idNumber),
          ne(endowmentSignatures.role, 'ENDOWER'),
        ),
      );
    return row;
  }

  /** The invitations naming `idNumber` with their deed and version, newest version first. */
  invitationsOf(idNumber: string, role?: InvitedRole, signaturePubkey?: string) {
    return this.db
      .select({ signature: endowmentSignatures, deed: endowments, version: endowmentVersions })
      .from(endowmentSignatures)
      .innerJoin(endowments, eq(endowments.id, endowmentSignatures.endowmentId))
      .innerJoin(endowmentVersions, eq(endowmentVersions.id, endowmentSignatures.versionId))
      .where(
        and(
          eq(endowmentSignatures.idNumber, idNumber),
          role === undefined ? ne(endowmentSignatures.role, 'ENDOWER') : eq(endowmentSignatures.role, role),
          signaturePubkey === undefined ? undefined : eq(endowmentSignatures.pubkey, signaturePubkey),
        ),
      )
      .orderBy(desc(endowments.updatedAt), desc(endowmentSignatures.version), asc(endowmentSignatures.id));
  }

  /** Every signature row of the deed naming `idNumber` (has this party signed an earlier version?). */
  partyHistory(endowmentId: number, idNumber: string): Promise<SignatureRow[]> {
    return this.db
      .select()
      .from(endowmentSignatures)
      .where(and(eq(endowmentSignatures.endowmentId, endowmentId), eq(endowmentSignatures.idNumber, idNumber)));
  }

  /** INVITED → VIEWED, once. */
  async markViewed(id: number, now: Date): Promise<SignatureRow | undefined> {
    const [row] = await this.db
      .update(endowmentSignatures)
      .set({ state: 'VIEWED', viewedAt: now })
      .where(and(eq(endowmentSignatures.id, id), eq(endowmentSignatures.state, 'INVITED')))
      .returning();
    return row;
  }

  /** An open invitation (INVITED or VIEWED) moves to SIGNED or REJECTED; undefined when it was not open. */
  async closeIfOpen(
    id: number,
    set: Partial<typeof endowmentSignatures.$inferInsert>,
  ): Promise<SignatureRow | undefined> {
    const [row] = await this.db
      .update(endowmentSignatures)
      .set(set)
      .where(and(eq(endowmentSignatures.id, id), inArray(endowmentSignatures.state, [...OPEN_STATES])))
      .returning();
    return row;
  }

  /** How many signatures of the version are not SIGNED. */
  async unsignedCount(endowmentId: number, version: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(endowmentSignatures)
      .where(
        and(
          eq(endowmentSignatures.endowmentId, endowmentId),
          eq(endowmentSignatures.version, version),
          ne(endowmentSignatures.state, 'SIGNED'),
        ),
      );
    return row?.n ?? 0;
  }

  /** The next number of the Hijri year; the counter row stays locked until the transaction ends (gap-free). */
  async nextDocSequence(hijriYear: number): Promise<number> {
    const [row] = await this.db
      .insert(endowmentDocCounters)
      .values({ hijriYear, last: 1 })
      .onConflictDoUpdate({
        target: endowmentDocCounters.hijriYear,
        set: { last: sql`${endowmentDocCounters.last} + 1` },
      })
      .returning({ last: endowmentDocCounters.last });
    return row!.last;
  }

  async storePdf(versionId: number, pdf: Buffer, pdfHash: string): Promise<void> {
    await this.db.update(endowmentVersions).set({ pdf, pdfHash }).where(eq(endowmentVersions.id, versionId));
  }

  async recordTransition(values: typeof endowmentTransitions.$inferInsert): Promise<void> {
    await this.db.insert(endowmentTransitions).values(values);
  }

  transitionsOf(endowmentId: number) {
    return this.db
      .select()
      .from(endowmentTransitions)
      .where(eq(endowmentTransitions.endowmentId, endowmentId))
      .orderBy(asc(endowmentTransitions.id));
  }

  /** The deeds amending `endowmentId` (the verification page says a FINAL one superseded it). */
  async amendmentsOf(endowmentId: number): Promise<EndowmentRow[]> {
    return this.db.select().from(endowments).where(eq(endowments.amendmentOfId, endowmentId));
  }

  /** The owner's deeds (wallet), newest first. */
  ownedBy(ownerId: number): Promise<EndowmentRow[]> {
    return this.db
      .select()
      .from(endowments)
      .where(and(eq(endowments.ownerId, ownerId), ne(endowments.status, 'WITHDRAWN')))
      .orderBy(desc(endowments.updatedAt));
  }

  async deedsByIds(ids: number[]): Promise<EndowmentRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(endowments).where(inArray(endowments.id, ids));
  }

  /**
   * Open invitations of submitted deeds whose last nudge (or invitation) is older than `before`:
   * the reminders due. One reminder per period, claimed by a compare-and-swap on `reminded_at`.
   */
  dueReminders(before: Date) {
    return this.db
      .select({ id: endowmentSignatures.id, remindedAt: endowmentSignatures.remindedAt })
      .from(endowmentSignatures)
      .innerJoin(endowments, eq(endowments.id, endowmentSignatures.endowmentId))
      .where(
        and(
          inArray(endowmentSignatures.state, [...OPEN_STATES]),
          eq(endowmentSignatures.version, endowments.version),
          inArray(endowments.status, ['SUBMITTED', 'UNDER_REVIEW']),
          lte(sql`coalesce(${endowmentSignatures.remindedAt}, ${endowmentSignatures.invitedAt})`, before),
        ),
      )
      .limit(200);
  }

  /** Claims one reminder of the invitation (the sweep may run twice): true for the one that sent it. */
  async claimReminder(id: number, seen: Date | null, now: Date): Promise<SignatureRow | undefined> {
    const [row] = await this.db
      .update(endowmentSignatures)
      .set({ remindedAt: now, reminders: sql`${endowmentSignatures.reminders} + 1` })
      .where(
        and(
          eq(endowmentSignatures.id, id),
          inArray(endowmentSignatures.state, [...OPEN_STATES]),
          seen === null ? isNull(endowmentSignatures.remindedAt) : eq(endowmentSignatures.remindedAt, seen),
        ),
      )
      .returning();
    return row;
  }

  /** The ACTIVE accounts holding these ID numbers (an invitee with an account gets a live notice). */
  async accountsHolding(holders: IdHolders, idNumbers: string[]): Promise<{ id: number; idNumber: string | null }[]> {
    if (idNumbers.length === 0) return [];
    return this.db
      .select({ id: holders.id, idNumber: holders.idNumber })
      .from(holders)
      .where(inArray(holders.idNumber, idNumbers));
  }

  /** Who proved to be the party (deed, ID number, phone), if anyone did. */
  async claimOf(endowmentId: number, idNumber: string, phone: string): Promise<ClaimRow | undefined> {
    const [row] = await this.db
      .select()
      .from(endowmentPartyClaims)
      .where(
        and(
          eq(endowmentPartyClaims.endowmentId, endowmentId),
          eq(endowmentPartyClaims.idNumber, idNumber),
          eq(endowmentPartyClaims.phone, phone),
        ),
      );
    return row;
  }

  /**
   * Binds the party to the account, unless another account already holds it: the first proof wins,
   * in the database (the primary key), and the row that stands is answered either way.
   */
  async claim(values: typeof endowmentPartyClaims.$inferInsert): Promise<{ claim: ClaimRow; inserted: boolean }> {
    const [inserted] = await this.db.insert(endowmentPartyClaims).values(values).onConflictDoNothing().returning();
    if (inserted) return { claim: inserted, inserted: true };
    return { claim: (await this.claimOf(values.endowmentId, values.idNumber, values.phone))!, inserted: false };
  }

  /** A released ID number's claims (the SUPERADMIN's support path): the account is no longer that party. */
  async dropClaims(accountId: number, idNumber: string): Promise<void> {
    await this.db
      .delete(endowmentPartyClaims)
      .where(and(eq(endowmentPartyClaims.accountId, accountId), eq(endowmentPartyClaims.idNumber, idNumber)));
  }

  /** Whether `idNumber` names a party still to sign a deed out for signing (SUBMITTED or UNDER_REVIEW). */
  async inSigning(idNumber: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: endowmentSignatures.id })
      .from(endowmentSignatures)
      .innerJoin(endowments, eq(endowments.id, endowmentSignatures.endowmentId))
      .where(
        and(
          eq(endowmentSignatures.idNumber, idNumber),
          ne(endowmentSignatures.role, 'ENDOWER'),
          inArray(endowmentSignatures.state, [...OPEN_STATES]),
          eq(endowmentSignatures.version, endowments.version),
          inArray(endowments.status, ['SUBMITTED', 'UNDER_REVIEW']),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
