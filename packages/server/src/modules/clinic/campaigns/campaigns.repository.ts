import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { etablissements } from '../directory/etablissements.table.js';
import { campaignRegistrations, campaigns, type NewCampaignRow } from './campaigns.table.js';
import { offerOrder, offerWhere, pageOf, type OfferFilter, type PageRequest } from './offer-list.js';
import { clinicRef, serviceRef, specialityRef, targetRef } from './refs.js';

export type CampaignFilter = OfferFilter;

const SORTS = { start: campaigns.startAt, createdAt: campaigns.createdAt };

/** Campaigns with their clinic and what they are about, and the seat counter registrations move. */
export class CampaignsRepository {
  constructor(private readonly db: Db) {}

  private records() {
    return this.db
      .select({
        id: campaigns.id,
        pubkey: campaigns.pubkey,
        etablissementId: campaigns.etablissementId,
        titleAr: campaigns.titleAr,
        titleEn: campaigns.titleEn,
        description: campaigns.description,
        startAt: campaigns.startAt,
        endAt: campaigns.endAt,
        capacity: campaigns.capacity,
        seatsTaken: campaigns.seatsTaken,
        serviceId: campaigns.serviceId,
        specialityId: campaigns.specialityId,
        createdAt: campaigns.createdAt,
        ...clinicRef,
        ...targetRef,
      })
      .from(campaigns)
      .innerJoin(etablissements, eq(etablissements.id, campaigns.etablissementId))
      .leftJoin(serviceRef, eq(serviceRef.id, campaigns.serviceId))
      .leftJoin(specialityRef, eq(specialityRef.id, campaigns.specialityId))
      .$dynamic();
  }

  findById = async (id: number) => (await this.records().where(eq(campaigns.id, id)))[0];
  findByPubkey = async (pubkey: string) => (await this.records().where(eq(campaigns.pubkey, pubkey)))[0];

  findPage(filter: CampaignFilter, page: PageRequest) {
    const where = offerWhere(campaigns, filter);
    const order = offerOrder(campaigns, SORTS, campaigns.startAt, page.sort);
    return pageOf(
      page,
      (limit, offset) => this.records().where(where).orderBy(order).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(campaigns).where(where),
    );
  }

  /** Campaigns that have not started yet, soonest first. */
  findUpcoming(now: Date, etablissementId: number | undefined) {
    return this.records()
      .where(
        and(
          gt(campaigns.startAt, now),
          etablissementId === undefined ? undefined : eq(campaigns.etablissementId, etablissementId),
        ),
      )
      .orderBy(campaigns.startAt, campaigns.id)
      .limit(200);
  }

  async insert(values: NewCampaignRow) {
    const [row] = await this.db.insert(campaigns).values(values).returning({ id: campaigns.id });
    return row!.id;
  }

  async update(id: number, values: Partial<NewCampaignRow>) {
    await this.db
      .update(campaigns)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id));
  }

  async delete(id: number): Promise<boolean> {
    return (await this.db.delete(campaigns).where(eq(campaigns.id, id)).returning({ id: campaigns.id })).length > 0;
  }

  /**
   * Takes one seat if one is left: a single conditional UPDATE, so concurrent registrations queue
   * on the row and each sees the count the previous one left. False: the campaign is full.
   */
  async takeSeat(id: number): Promise<boolean> {
    const rows = await this.db
      .update(campaigns)
      .set({ seatsTaken: sql`${campaigns.seatsTaken} + 1` })
      .where(and(eq(campaigns.id, id), sql`${campaigns.seatsTaken} < ${campaigns.capacity}`))
      .returning({ id: campaigns.id });
    return rows.length > 0;
  }

  async freeSeat(id: number): Promise<void> {
    await this.db
      .update(campaigns)
      .set({ seatsTaken: sql`${campaigns.seatsTaken} - 1` })
      .where(eq(campaigns.id, id));
  }

  /** Pending and accepted registrations, counted from the rows: the counter's proof in tests. */
  async countActive(id: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(campaignRegistrations)
      .where(and(eq(campaignRegistrations.campaignId, id), sql`${campaignRegistrations.status} <> 'canceled'`));
    return row?.n ?? 0;
  }
}

export type CampaignRecord = NonNullable<Awaited<ReturnType<CampaignsRepository['findById']>>>;
