import { z } from 'zod';
import { GENDERS } from '../auth/genders.js';
import { PERSON_ID_TYPES } from './person-id.js';
import type { ASSET_TYPES } from './deed-kinds.js';
import { DEED_TITLE_MAX } from './deed-name.js';
import { NATIONAL_ADDRESS_MAX } from './national-address.js';
import {
  COMPANY_CONTACT_MAX,
  DEED_LIMITS,
  ENDOWMENT_TYPES,
  EXPENSE_KINDS,
  PARTY_KINDS,
  PERSON_ADDRESS_MAX,
  REWARD_KINDS,
  SUPERVISION_MODES,
} from './deed-kinds.js';

/*
 * A deed DRAFT as the wizard autosaves it and the server keeps it (issue 12): every field may be
 * empty or not yet valid, so that partial work survives a closed tab or another device. Values are
 * kept as typed (IBANs, ID numbers, percentages, weights), bounded in length only; the formats and
 * the submit rules are checked when the endower asks for review (deed-review.ts, the same code in
 * the browser and on the server). Field names are the spec's (§3), in camelCase.
 */

const text = (max: number) => z.string().max(max);
/** A list item's key, made by the client (crypto.randomUUID) and kept across saves. */
const itemKey = z.string().min(1).max(40);

const M = NATIONAL_ADDRESS_MAX;
export const nationalAddressDraftSchema = z
  .object({
    buildingNumber: text(M.buildingNumber),
    street: text(M.street),
    district: text(M.district),
    secondaryDistrict: text(M.secondaryDistrict),
    city: text(M.city),
    postalCode: text(M.postalCode),
    additionalNumber: text(M.additionalNumber),
    shortAddress: text(M.shortAddress),
    country: text(M.country),
    /** Where the map picker put the pin, when it was used (WGS 84). */
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  })
  .partial();
export type NationalAddressDraft = z.infer<typeof nationalAddressDraftSchema>;

/** Any person of a deed: the endower, a supervisor, a witness or a beneficiary (waqf notes §9). */
export const personDraftSchema = z
  .object({
    key: itemKey,
    kind: z.enum(PARTY_KINDS),
    firstName: text(80),
    fatherName: text(80),
    grandfatherName: text(80),
    lastName: text(80),
    idType: z.enum(PERSON_ID_TYPES).nullable(),
    idNumber: text(32),
    /** Gregorian YYYY-MM-DD, or empty. */
    birthday: text(10),
    gender: z.enum(GENDERS).nullable(),
    phone: text(32),
    email: text(254),
    address: text(PERSON_ADDRESS_MAX),
    nationalAddress: nationalAddressDraftSchema,
    position: text(120),
    explanation: text(1000),
    /** A beneficiary's share as typed ("33.33", "٣٣٫٣٣"), read to basis points by the review. */
    ratio: text(16),
    /**
     * An organisation's representative (a supervisor that is an entity): the natural person who
     * signs for it, whose national ID or iqama an account must hold to act on the deed.
     */
    representativeName: text(200),
    representativeIdNumber: text(32),
  })
  .partial()
  .required({ key: true });
export type PersonDraft = z.infer<typeof personDraftSchema>;

/** Every asset: its key, its type and the share of it endowed (حصة شائعة) as a typed percentage. */
const assetBase = { key: itemKey, ratio: text(16).optional() };
const assetFields = <T extends (typeof ASSET_TYPES)[number], S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ ...assetBase, type: z.literal(type), ...z.object(shape).partial().shape });

export const assetDraftSchema = z.discriminatedUnion('type', [
  assetFields('real_estate', {
    landNumber: text(40),
    /** The plan number (spec `block`). */
    block: text(40),
    deedNumber: text(40),
    /** The deed's date, Hijri as typed (spec `deed_history`). */
    deedHistory: text(32),
    /** Square metres as typed. */
    totalSpace: text(24),
    city: text(80),
    district: text(120),
  }),
  assetFields('current_account', {
    bankName: text(120),
    accountName: text(120),
    accountNumber: text(40),
    ibanNumber: text(40),
  }),
  assetFields('gold', { goldKarat: text(8), weightGrams: text(32) }),
  assetFields('silver', { fineness: text(8), weightGrams: text(32) }),
  assetFields('stock_portfolio', { bankName: text(120), accountName: text(120), accountNumber: text(40) }),
  assetFields('company', {
    companyName: text(200),
    crNumber: text(32),
    companyOwner: text(200),
    /** Capital in SAR as typed. */
    capital: text(24),
    companyHq: text(200),
    activity: text(300),
    /** The spec's company "contact representative": who answers for the company about the waqf. */
    contactRepresentative: text(COMPANY_CONTACT_MAX.contactRepresentative),
    /** The spec's company "address", apart from its headquarters (the city it is registered in). */
    companyAddress: text(COMPANY_CONTACT_MAX.companyAddress),
  }),
]);
export type AssetDraft = z.infer<typeof assetDraftSchema>;

/**
 * An expense line (paragraphs 13 and 18): its label, and its value as typed: a percentage of the
 * yield for PERCENT ("2.5", "٢٫٥"), a yearly amount in SAR for AMOUNT ("1,500.50").
 */
export const expenseDraftSchema = z
  .object({ key: itemKey, label: text(200), kind: z.enum(EXPENSE_KINDS).nullable(), value: text(24) })
  .partial()
  .required({ key: true });
export type ExpenseDraft = z.infer<typeof expenseDraftSchema>;

/** The supervisor's reward (paragraph 10): a percentage, a yearly amount in SAR, or the going rate (no value). */
export const rewardDraftSchema = z.object({ kind: z.enum(REWARD_KINDS).nullable(), value: text(24) }).partial();
export type RewardDraft = z.infer<typeof rewardDraftSchema>;

/** The whole draft: PATCH sends any of these keys, each one replacing what was kept. */
export const endowmentDraftSchema = z
  .object({
    type: z.enum(ENDOWMENT_TYPES).nullable(),
    /** The deed's short name (issue 32), optional: lists derive one from the main asset and the type. */
    title: text(DEED_TITLE_MAX),
    /** The deed's date, Gregorian YYYY-MM-DD; the Hijri one is derived from it. */
    gregorianDate: text(10),
    /** The Hijri date as the endower typed it, kept for audit (waqf notes §7). */
    hijriDate: text(32),
    introduction: text(4000),
    notes: text(4000),
    supervisionMode: z.enum(SUPERVISION_MODES).nullable(),
    /** atomic_charitable: the charity the waqf passes to when the family line ends (مآل الوقف). */
    ultimateBeneficiary: text(300),
    /** The endower's data and contacts, filled from their profile when the draft is made. */
    endower: personDraftSchema,
    assets: z.array(assetDraftSchema).max(DEED_LIMITS.assets),
    supervisors: z.array(personDraftSchema).max(DEED_LIMITS.supervisors),
    witnesses: z.array(personDraftSchema).max(DEED_LIMITS.witnesses),
    beneficiaries: z.array(personDraftSchema).max(DEED_LIMITS.beneficiaries),
    /** Paid from the yield before the beneficiaries' shares. */
    expenses: z.array(expenseDraftSchema).max(DEED_LIMITS.expenses),
    /** None: the going rate (أجرة المثل), the notes' default. */
    reward: rewardDraftSchema.nullable(),
  })
  .partial()
  .meta({ id: 'EndowmentDraft' });
export type EndowmentDraft = z.infer<typeof endowmentDraftSchema>;
