import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { ROLES } from '@bayan/shared';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', ['ACTIVE', 'INACTIVE', 'BLOCKED', 'DELETED']);
export const genderEnum = pgEnum('gender', ['MALE', 'FEMALE']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    idNumber: text('id_number'),
    gender: genderEnum('gender'),
    birthday: date('birthday'),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('USER'),
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_pubkey_key').on(t.pubkey),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_id_number_key').on(t.idNumber),
    index('users_role_status_idx').on(t.role, t.status),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
