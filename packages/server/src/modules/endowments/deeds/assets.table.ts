import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ASSET_TYPES } from '@bayan/shared';
import { endowments } from './deeds.table.js';

export const assetTypeEnum = pgEnum('endowment_asset_type', ASSET_TYPES);

/** The columns of one asset type only: another type's row leaves them empty. */
const onlyFor = (type: string, columns: string[]) =>
  sql.raw(`type = '${type}' or (${columns.map((column) => `${column} is null`).join(' and ')})`);

/**
 * An endowed asset (spec §3 liquidities, waqf notes §9): a union on `type`, each type with its own
 * columns named after the spec's fields, all as typed. `ratio` is the share endowed as typed,
 * `ratio_bp` the same in basis points once it reads as a percentage (the review checks (0, 100]).
 */
export const endowmentAssets = pgTable(
  'endowment_assets',
  {
    id: serial('id').primaryKey(),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The client's key of the row (kept across saves). */
    key: text('key').notNull(),
    type: assetTypeEnum('type').notNull(),
    ratio: text('ratio'),
    ratioBp: integer('ratio_bp'),
    // real_estate
    landNumber: text('land_number'),
    block: text('block'),
    deedNumber: text('deed_number'),
    deedHistory: text('deed_history'),
    totalSpace: text('total_space'),
    city: text('city'),
    district: text('district'),
    // current_account, stock_portfolio
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    ibanNumber: text('iban_number'),
    // gold, silver
    goldKarat: text('gold_karat'),
    fineness: text('fineness'),
    weightGrams: text('weight_grams'),
    // company
    companyName: text('company_name'),
    crNumber: text('cr_number'),
    companyOwner: text('company_owner'),
    capital: text('capital'),
    companyHq: text('company_hq'),
    activity: text('activity'),
    contactRepresentative: text('contact_representative'),
    companyAddress: text('company_address'),
  },
  (t) => [
    uniqueIndex('endowment_assets_position_key').on(t.endowmentId, t.position),
    check('endowment_assets_position_check', sql`${t.position} >= 0`),
    check('endowment_assets_ratio_bp_check', sql`${t.ratioBp} between 0 and 10000`),
    check(
      'endowment_assets_real_estate_check',
      onlyFor('real_estate', ['land_number', 'block', 'deed_number', 'deed_history', 'total_space', 'district']),
    ),
    check('endowment_assets_iban_check', onlyFor('current_account', ['iban_number'])),
    check('endowment_assets_gold_check', onlyFor('gold', ['gold_karat'])),
    check('endowment_assets_silver_check', onlyFor('silver', ['fineness'])),
    check(
      'endowment_assets_company_check',
      onlyFor('company', [
        'company_name',
        'cr_number',
        'company_owner',
        'capital',
        'company_hq',
        'activity',
        'contact_representative',
        'company_address',
      ]),
    ),
  ],
);

export type AssetRow = typeof endowmentAssets.$inferSelect;
export type NewAssetRow = typeof endowmentAssets.$inferInsert;
