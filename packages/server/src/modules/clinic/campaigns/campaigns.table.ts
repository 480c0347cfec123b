import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { services, specialities } from '../directory/catalogue.table.js';
import { newPubkey } from '../clinic-ids.js';
import { updatedAt } from '../directory/directory-columns.js';
import { etablissements } from '../directory/etablissements.table.js';

/**
 * A clinic's offer over some days: both prices optional (spec §3), in halalas; when both are
 * given the discounted one is lower. It applies to a service or a speciality, or to neither.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull().default(''),
    priceHalalas: integer('price_halalas'),
    priceAfterDiscountHalalas: integer('price_after_discount_halalas'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    specialityId: integer('speciality_id').references(() => specialities.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_pubkey_key').on(t.pubkey),
    index('promotions_etablissement_valid_idx').on(t.etablissementId, t.validTo),
    // NULL passes a check: the rule binds only when both prices are given.
    check('promotions_prices_check', sql`${t.priceAfterDiscountHalalas} < ${t.priceHalalas}`),
    check('promotions_price_check', sql`${t.priceHalalas} >= 0`),
    check('promotions_discount_check', sql`${t.priceAfterDiscountHalalas} >= 0`),
    check('promotions_validity_check', sql`${t.validTo} >= ${t.validFrom}`),
    check('promotions_target_check', sql`${t.serviceId} is null or ${t.specialityId} is null`),
  ],
);

/**
 * A day's event (a free screening day) with a number of seats. `seats_taken` counts the pending
 * and accepted registrations; a registration takes a seat with a conditional UPDATE, so the
 * check below is never the one that says no, but proves the count can never pass the capacity.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    serviceId: integer('service_id').references(() => services.id),
    specialityId: integer('speciality_id').references(() => specialities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_pubkey_key').on(t.pubkey),
    index('campaigns_etablissement_start_idx').on(t.etablissementId, t.startAt),
    index('campaigns_start_idx').on(t.startAt),
    check('campaigns_capacity_check', sql`${t.capacity} > 0`),
    check('campaigns_seats_check', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    check('campaigns_range_check', sql`${t.endAt} > ${t.startAt}`),
    check('campaigns_target_check', sql`${t.serviceId} is null or ${t.specialityId} is null`),
  ],
);

export const registrationStatusEnum = pgEnum('registration_status', ['pending', 'accepted', 'canceled']);

/** A patient's place in a campaign: one per patient and campaign, whatever became of it. */
export const campaignRegistrations = pgTable(
  'campaign_registrations',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    status: registrationStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_registrations_pubkey_key').on(t.pubkey),
    uniqueIndex('campaign_registrations_once_key').on(t.campaignId, t.patientId),
    index('campaign_registrations_patient_idx').on(t.patientId),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type RegistrationStatusValue = (typeof registrationStatusEnum.enumValues)[number];
