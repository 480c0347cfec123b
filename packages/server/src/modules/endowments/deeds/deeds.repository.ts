import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { EndowmentListQuery } from '@bayan/shared';
import type { Db } from '../../../db/client.js';
import { exactPage, orderFromSort, searchCondition } from '../../../lib/list/find-page.js';
import type { DeedColumns } from './deed-columns.js';
import { endowmentAssets } from './assets.table.js';
import { endowments, type EndowmentRow, type NewEndowmentRow } from './deeds.table.js';
import { endowmentPersons } from './persons.table.js';

export interface DeedsFilter {
  ownerId: number;
  q?: string | undefined;
  type?: NonNullable<EndowmentRow['type']> | undefined;
  status?: EndowmentRow['status'] | undefined;
}

/** A deed's first asset as the list reads it (pg gives json parsed, some drivers as text). */
export interface FirstAsset {
  type: string;
  companyName: string | null;
  bankName: string | null;
  city: string | null;
  district: string | null;
}
const jsonOf = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as FirstAsset) : (value as FirstAsset | null);

const SORTS = {
  updatedAt: endowments.updatedAt,
  createdAt: endowments.createdAt,
  gregorianDate: endowments.gregorianDate,
};

/** One owner's deed, by its public id: the only way a deed is found for a caller (another's is none). */
const owned = (pubkey: string, ownerId: number) => and(eq(endowments.pubkey, pubkey), eq(endowments.ownerId, ownerId));
const isDraft = eq(endowments.status, 'DRAFT');

/** The deeds themselves: their own fields, owner and state; every change a compare-and-swap. */
export class DeedsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewEndowmentRow): Promise<EndowmentRow> {
    const [row] = await this.db.insert(endowments).values(values).returning();
    return row!;
  }

  /** The deeds of these public ids, whoever owns them (the audit log names them). */
  async findByPubkeys(
    pubkeys: string[],
  ): Promise<Pick<EndowmentRow, 'pubkey' | 'title' | 'docNumber' | 'introduction'>[]> {
    return this.db
      .select({
        pubkey: endowments.pubkey,
        title: endowments.title,
        docNumber: endowments.docNumber,
        introduction: endowments.introduction,
      })
      .from(endowments)
      .where(inArray(endowments.pubkey, pubkeys));
  }

  async findOwned(pubkey: string, ownerId: number): Promise<EndowmentRow | undefined> {
    const [row] = await this.db.select().from(endowments).where(owned(pubkey, ownerId));
    return row;
  }

  async findByIdempotencyKey(ownerId: number, key: string): Promise<EndowmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(endowments)
      .where(and(eq(endowments.ownerId, ownerId), eq(endowments.idempotencyKey, key)));
    return row;
  }

  /**
   * Autosave's compare-and-swap, one statement: the owner's DRAFT at the revision the client read
   * takes the new values and the next revision. Undefined when any of the four does not hold (the
   * caller reads the deed again to tell which). The row stays locked until the transaction ends.
   */
  async saveIfCurrent(
    pubkey: string,
    ownerId: number,
    revision: number,
    columns: Partial<DeedColumns>,
  ): Promise<EndowmentRow | undefined> {
    const [row] = await this.db
      .update(endowments)
      .set({ ...columns, revision: sql`${endowments.revision} + 1`, updatedAt: sql`now()` })
      .where(and(owned(pubkey, ownerId), isDraft, eq(endowments.revision, revision)))
      .returning();
    return row;
  }

  /**
   * The owner's DRAFT, locked until the transaction ends (a change beside the draft document: its
   * attachments); undefined when it is not theirs or not a draft. Its revision is not moved, so an
   * open wizard's next autosave is not refused for it.
   */
  async lockDraft(pubkey: string, ownerId: number): Promise<EndowmentRow | undefined> {
    const [row] = await this.db
      .update(endowments)
      .set({ updatedAt: sql`now()` })
      .where(and(owned(pubkey, ownerId), isDraft))
      .returning();
    return row;
  }

  /** Deletes the owner's DRAFT (its assets, persons and attachment rows go with it); undefined when none. */
  async deleteDraft(pubkey: string, ownerId: number): Promise<EndowmentRow | undefined> {
    const [row] = await this.db
      .delete(endowments)
      .where(and(owned(pubkey, ownerId), isDraft))
      .returning();
    return row;
  }

  /** One page of the owner's deeds, with each one's asset count, searched and filtered. */
  async findPage(filter: DeedsFilter, page: Pick<EndowmentListQuery, 'page' | 'limit' | 'sort'>) {
    const where = and(
      eq(endowments.ownerId, filter.ownerId),
      filter.type === undefined ? undefined : eq(endowments.type, filter.type),
      filter.status === undefined ? undefined : eq(endowments.status, filter.status),
      filter.q === undefined ? undefined : this.matches(filter.q),
    );
    // Spelled out: in a select list drizzle names columns without their table, and `id` would be the asset's.
    const assetsCount = sql<number>`(select count(*) from ${endowmentAssets} a where a.endowment_id = ${sql.raw('"endowments"."id"')})`;
    // The first asset's naming fields: the list names a deed without a title by it (deed-name.ts).
    const firstAsset = sql<FirstAsset | null>`(select json_build_object('type', a.type, 'companyName', a.company_name,
      'bankName', a.bank_name, 'city', a.city, 'district', a.district) from ${endowmentAssets} a
      where a.endowment_id = ${sql.raw('"endowments"."id"')} order by a.position limit 1)`;
    return exactPage(
      page,
      (limit, offset) =>
        this.db
          .select({
            deed: endowments,
            assetsCount: assetsCount.mapWith(Number),
            firstAsset: firstAsset.mapWith(jsonOf),
          })
          .from(endowments)
          .where(where)
          .orderBy(...orderFromSort(page.sort, SORTS, endowments.id))
          .limit(limit)
          .offset(offset),
      () => this.db.select({ n: count() }).from(endowments).where(where),
    );
  }

  /** The title, introduction, notes or ultimate beneficiary, or the name of any person named in the deed. */
  private matches(q: string): SQL {
    const named = this.db
      .select({ one: sql`1` })
      .from(endowmentPersons)
      .where(and(eq(endowmentPersons.endowmentId, endowments.id), searchCondition(endowmentPersons.searchKey, q)));
    return or(searchCondition(endowments.searchKey, q), sql`exists ${named}`)!;
  }
}
