import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Typed key/value settings (PRODUCT.md §6), each with a pubkey for the API, a group, and labels
 * in both languages. `type` decides how a PATCH value is validated.
 */
export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    groupKey: text('group_key').notNull(),
    value: jsonb('value').notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settings_pubkey_key').on(t.pubkey),
    uniqueIndex('settings_key_key').on(t.key),
    index('settings_group_idx').on(t.groupKey),
  ],
);

export type SettingRow = typeof settings.$inferSelect;
export type NewSettingRow = typeof settings.$inferInsert;
