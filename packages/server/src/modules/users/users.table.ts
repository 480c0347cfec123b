import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@bayan/shared';
import { etablissements } from '../clinic/directory/etablissements.table.js';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', ['ACTIVE', 'INACTIVE', 'BLOCKED', 'DELETED']);
export const genderEnum = pgEnum('gender', ['MALE', 'FEMALE']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull(),
    // The name in its one order (shared full-name.ts): first, father, grandfather, family.
    firstName: text('first_name').notNull(),
    fatherName: text('father_name'),
    grandfatherName: text('grandfather_name'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    // A registration that named an email, phone or ID number another account already holds keeps
    // it here, unbound, so register answers the same for known and unknown identities (PRODUCT.md §5).
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    pendingIdNumber: text('pending_id_number'),
    idNumber: text('id_number'),
    gender: genderEnum('gender'),
    birthday: date('birthday'),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('USER'),
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // A sign-up made while otp_required_at_signup was on: only the OTP calls answer until the phone
    // is confirmed (access.ts). Cleared when it is; a confirmed phone lifts it anyway.
    mustVerifyPhone: boolean('must_verify_phone').notNull().default(false),
    // The clinic a STAFF account works in (PRODUCT.md §3), a real link: the database refuses a
    // pubkey no etablissement holds. Other roles hold none (users.staff-clinic.ts).
    etablissementPubkey: text('etablissement_pubkey'),
    // The uploaded file (avatar or ID document): stored under a random key, never its own name.
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    // The person's national address (issue 12, the endowment gate; waqf notes §6), each part
    // optional; the coded parts are stored as the shared validators normalise them.
    buildingNumber: text('building_number'),
    street: text('street'),
    district: text('district'),
    secondaryDistrict: text('secondary_district'),
    city: text('city'),
    postalCode: text('postal_code'),
    additionalNumber: text('additional_number'),
    shortAddress: text('short_address'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        sql`ar_normalize(first_name || ' ' || coalesce(father_name, '') || ' ' || coalesce(grandfather_name, '') || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(id_number, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_pubkey_key').on(t.pubkey),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_id_number_key').on(t.idNumber),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check('users_building_number_check', sql`${t.buildingNumber} ~ '^[0-9]{4}$'`),
    check('users_additional_number_check', sql`${t.additionalNumber} ~ '^[0-9]{4}$'`),
    check('users_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    check('users_short_address_check', sql`${t.shortAddress} ~ '^[A-Z]{4}[0-9]{4}$'`),
    check(
      'users_position_check',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND ${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180`,
    ),
    foreignKey({
      name: 'users_etablissement_fkey',
      columns: [t.etablissementPubkey],
      foreignColumns: [etablissements.pubkey],
    }),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
