import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { etablissements } from '../directory/etablissements.table.js';
import { promotions, type NewPromotionRow } from './campaigns.table.js';
import { offerOrder, offerWhere, pageOf, type OfferFilter, type PageRequest } from './offer-list.js';
import { clinicRef, serviceRef, specialityRef, targetRef } from './refs.js';

export type PromotionFilter = OfferFilter;

const SORTS = { validFrom: promotions.validFrom, validTo: promotions.validTo, createdAt: promotions.createdAt };

/** Promotions with their clinic and what they apply to. */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  private records() {
    return this.db
      .select({
        id: promotions.id,
        pubkey: promotions.pubkey,
        etablissementId: promotions.etablissementId,
        titleAr: promotions.titleAr,
        titleEn: promotions.titleEn,
        description: promotions.description,
        priceHalalas: promotions.priceHalalas,
        priceAfterDiscountHalalas: promotions.priceAfterDiscountHalalas,
        validFrom: promotions.validFrom,
        validTo: promotions.validTo,
        serviceId: promotions.serviceId,
        specialityId: promotions.specialityId,
        active: promotions.active,
        createdAt: promotions.createdAt,
        ...clinicRef,
        ...targetRef,
      })
      .from(promotions)
      .innerJoin(etablissements, eq(etablissements.id, promotions.etablissementId))
      .leftJoin(serviceRef, eq(serviceRef.id, promotions.serviceId))
      .leftJoin(specialityRef, eq(specialityRef.id, promotions.specialityId))
      .$dynamic();
  }

  findById = async (id: number) => (await this.records().where(eq(promotions.id, id)))[0];
  findByPubkey = async (pubkey: string) => (await this.records().where(eq(promotions.pubkey, pubkey)))[0];

  findPage(filter: PromotionFilter, page: PageRequest) {
    const where = offerWhere(promotions, filter);
    const order = offerOrder(promotions, SORTS, promotions.createdAt, page.sort);
    return pageOf(
      page,
      (limit, offset) => this.records().where(where).orderBy(order).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(promotions).where(where),
    );
  }

  /** Active promotions whose period holds today, in each clinic's own time zone. */
  findCurrent(now: Date, etablissementId: number | undefined) {
    const today = sql`(${now.toISOString()}::timestamptz at time zone ${etablissements.timeZone})::date`;
    return this.records()
      .where(
        and(
          eq(promotions.active, true),
          sql`${today} between ${promotions.validFrom} and ${promotions.validTo}`,
          etablissementId === undefined ? undefined : eq(promotions.etablissementId, etablissementId),
        ),
      )
      .orderBy(promotions.validTo, promotions.id)
      .limit(200);
  }

  async insert(values: NewPromotionRow) {
    const [row] = await this.db.insert(promotions).values(values).returning({ id: promotions.id });
    return row!.id;
  }

  async update(id: number, values: Partial<NewPromotionRow>) {
    await this.db
      .update(promotions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(promotions.id, id));
  }

  async delete(id: number): Promise<boolean> {
    return (await this.db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id })).length > 0;
  }
}

export type PromotionRecord = NonNullable<Awaited<ReturnType<PromotionsRepository['findById']>>>;
