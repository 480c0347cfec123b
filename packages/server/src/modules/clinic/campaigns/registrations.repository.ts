import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { etablissements } from '../directory/etablissements.table.js';
import { campaignRegistrations, campaigns, type RegistrationStatusValue } from './campaigns.table.js';

export interface RegistrationFilter {
  etablissementId?: number | undefined;
  campaignId?: number | undefined;
  status?: RegistrationStatusValue | undefined;
}

/** Patients' registrations, with the campaign each is for. */
export class RegistrationsRepository {
  constructor(private readonly db: Db) {}

  private records() {
    return this.db
      .select({
        id: campaignRegistrations.id,
        pubkey: campaignRegistrations.pubkey,
        status: campaignRegistrations.status,
        patientId: campaignRegistrations.patientId,
        campaignId: campaignRegistrations.campaignId,
        createdAt: campaignRegistrations.createdAt,
        updatedAt: campaignRegistrations.updatedAt,
        campaignPubkey: campaigns.pubkey,
        titleAr: campaigns.titleAr,
        titleEn: campaigns.titleEn,
        startAt: campaigns.startAt,
        etablissementId: campaigns.etablissementId,
        etablissementPubkey: etablissements.pubkey,
        etablissementNameAr: etablissements.nameAr,
        etablissementNameEn: etablissements.nameEn,
        timeZone: etablissements.timeZone,
      })
      .from(campaignRegistrations)
      .innerJoin(campaigns, eq(campaigns.id, campaignRegistrations.campaignId))
      .innerJoin(etablissements, eq(etablissements.id, campaigns.etablissementId))
      .$dynamic();
  }

  findById = async (id: number) => (await this.records().where(eq(campaignRegistrations.id, id)))[0];
  findByPubkey = async (pubkey: string) => (await this.records().where(eq(campaignRegistrations.pubkey, pubkey)))[0];

  /** A patient's registrations among these campaigns: the public list shows each its own state. */
  async ofPatient(patientId: number, campaignIds: number[]) {
    if (campaignIds.length === 0) return [];
    return this.db
      .select({
        campaignId: campaignRegistrations.campaignId,
        pubkey: campaignRegistrations.pubkey,
        status: campaignRegistrations.status,
      })
      .from(campaignRegistrations)
      .where(
        and(eq(campaignRegistrations.patientId, patientId), inArray(campaignRegistrations.campaignId, campaignIds)),
      );
  }

  async findPage(filter: RegistrationFilter, page: { page: number; limit: number; sort: string }) {
    const where: SQL | undefined = and(
      filter.etablissementId === undefined ? undefined : eq(campaigns.etablissementId, filter.etablissementId),
      filter.campaignId === undefined ? undefined : eq(campaignRegistrations.campaignId, filter.campaignId),
      filter.status === undefined ? undefined : eq(campaignRegistrations.status, filter.status),
    );
    const order = page.sort.startsWith('-')
      ? sql`${campaignRegistrations.createdAt} desc, ${campaignRegistrations.id} desc`
      : sql`${campaignRegistrations.createdAt}, ${campaignRegistrations.id}`;
    const [rows, [counted]] = await Promise.all([
      this.records()
        .where(where)
        .orderBy(order)
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      this.db
        .select({ n: count() })
        .from(campaignRegistrations)
        .innerJoin(campaigns, eq(campaigns.id, campaignRegistrations.campaignId))
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async insert(campaignId: number, patientId: number) {
    const [row] = await this.db
      .insert(campaignRegistrations)
      .values({ campaignId, patientId })
      .returning({ id: campaignRegistrations.id });
    return row!.id;
  }

  /** Compare-and-swap: moves the registration only from the state it was read in. */
  async moveStatus(id: number, from: RegistrationStatusValue, to: RegistrationStatusValue): Promise<boolean> {
    const rows = await this.db
      .update(campaignRegistrations)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(eq(campaignRegistrations.id, id), eq(campaignRegistrations.status, from)))
      .returning({ id: campaignRegistrations.id });
    return rows.length > 0;
  }
}

export type RegistrationRecord = NonNullable<Awaited<ReturnType<RegistrationsRepository['findById']>>>;
