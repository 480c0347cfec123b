import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PARTY_KINDS, PARTY_ROLES, PERSON_ID_TYPES } from '@bayan/shared';
import { genderEnum } from '../../users/users.table.js';
import { endowments } from './deeds.table.js';

/** The endower is a person row too (one, at position 0): one shape, one mapping, one ID index. */
export const DEED_PERSON_ROLES = ['ENDOWER', ...PARTY_ROLES] as const;
export type DeedPersonRole = (typeof DEED_PERSON_ROLES)[number];

export const deedPersonRoleEnum = pgEnum('endowment_person_role', DEED_PERSON_ROLES);
export const partyKindEnum = pgEnum('endowment_party_kind', PARTY_KINDS);
export const personIdTypeEnum = pgEnum('endowment_id_type', PERSON_ID_TYPES);

/**
 * A person named in a deed (waqf notes §9): its endower, supervisors, witnesses and beneficiaries,
 * each list in its order. Values as typed while a draft; `id_number` is normalised (Latin digits,
 * no spaces) when it is a valid number of its type, so an account holding it is found by the index.
 */
export const endowmentPersons = pgTable(
  'endowment_persons',
  {
    id: serial('id').primaryKey(),
    endowmentId: integer('endowment_id')
      .notNull()
      .references(() => endowments.id, { onDelete: 'cascade' }),
    role: deedPersonRoleEnum('role').notNull(),
    /** The row's place in its role's list. */
    position: integer('position').notNull(),
    key: text('key').notNull(),
    kind: partyKindEnum('kind'),
    firstName: text('first_name'),
    fatherName: text('father_name'),
    grandfatherName: text('grandfather_name'),
    lastName: text('last_name'),
    idType: personIdTypeEnum('id_type'),
    idNumber: text('id_number'),
    /** YYYY-MM-DD once typed whole; as typed before. */
    birthday: text('birthday'),
    gender: genderEnum('gender'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
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
    /** The spec's `position` of a person (a job or standing), apart from the list's `position`. */
    jobPosition: text('job_position'),
    explanation: text('explanation'),
    /** A beneficiary's share as typed, and in basis points once it reads as a percentage. */
    ratio: text('ratio'),
    ratioBp: integer('ratio_bp'),
    /**
     * An entity's representative, the natural person who signs for it: their ID number normalised
     * like `id_number` when valid, so the account holding it is matched to the entity's row.
     */
    representativeName: text('representative_name'),
    representativeIdNumber: text('representative_id_number'),
    /** The name's parts folded by ar_normalize, for the list's search. */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        sql`ar_normalize(coalesce(first_name, '') || ' ' || coalesce(father_name, '') || ' ' || coalesce(grandfather_name, '') || ' ' || coalesce(last_name, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('endowment_persons_position_key').on(t.endowmentId, t.role, t.position),
    index('endowment_persons_id_number_idx').on(t.idNumber),
    index('endowment_persons_representative_idx').on(t.representativeIdNumber),
    check('endowment_persons_position_check', sql`${t.position} >= 0`),
    check('endowment_persons_endower_check', sql`${t.role} <> 'ENDOWER' or ${t.position} = 0`),
    check('endowment_persons_ratio_bp_check', sql`${t.ratioBp} between 0 and 10000`),
    check('endowment_persons_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('endowment_persons_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);

export type PersonRow = typeof endowmentPersons.$inferSelect;
export type NewPersonRow = typeof endowmentPersons.$inferInsert;
