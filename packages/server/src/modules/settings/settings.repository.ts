import { asc, eq, sql } from 'drizzle-orm';
import type { SettingGroup } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { findPage, type PageRequest } from '../../lib/list/find-page.js';
import { settings, type NewSettingRow, type SettingRow } from './settings.table.js';

export class SettingsRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  /** In the order they were defined. */
  async findPage({ page, limit, group }: PageRequest & { group?: SettingGroup | undefined }) {
    const where = group === undefined ? undefined : eq(settings.groupKey, group);
    return findPage<SettingRow>({
      db: this.db,
      counts: this.counts,
      table: settings,
      where,
      filterKey: group ?? '',
      page,
      limit,
      rows: (rowLimit, offset) =>
        this.db.select().from(settings).where(where).orderBy(asc(settings.id)).limit(rowLimit).offset(offset),
    });
  }

  async findByPubkey(pubkey: string, options: { forUpdate?: boolean } = {}): Promise<SettingRow | undefined> {
    const query = this.db.select().from(settings).where(eq(settings.pubkey, pubkey));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  }

  async findByKey(key: string): Promise<SettingRow | undefined> {
    const [row] = await this.db.select().from(settings).where(eq(settings.key, key));
    return row;
  }

  async findPublic(): Promise<SettingRow[]> {
    return this.db.select().from(settings).where(eq(settings.isPublic, true));
  }

  async updateValue(id: number, value: unknown): Promise<SettingRow | undefined> {
    const [row] = await this.db
      .update(settings)
      .set({ value, updatedAt: sql`now()` })
      .where(eq(settings.id, id))
      .returning();
    return row;
  }

  /**
   * Adds the settings that are missing and refreshes the description of those that exist
   * (labels, type, group, visibility), never their value or pubkey. Safe for processes starting at once.
   */
  async seed(rows: NewSettingRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(settings)
      .values(rows)
      .onConflictDoUpdate({
        target: settings.key,
        set: {
          type: sql`excluded.type`,
          groupKey: sql`excluded.group_key`,
          labelAr: sql`excluded.label_ar`,
          labelEn: sql`excluded.label_en`,
          descriptionAr: sql`excluded.description_ar`,
          descriptionEn: sql`excluded.description_en`,
          isPublic: sql`excluded.is_public`,
        },
      });
    this.counts.invalidate('settings');
  }
}
