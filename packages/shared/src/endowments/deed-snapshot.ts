import { formatHijriIso, gregorianToHijri } from '../dates/hijri.js';
import type { Checked } from '../text/checked.js';
import { toLatinDigits } from '../text/digits.js';
import { checkSaudiMobile } from '../text/phone.js';
import { parsePercent } from './basis-points.js';
import { checkIdNumber } from '../text/national-id.js';
import type {
  AssetDraft,
  EndowmentDraft,
  ExpenseDraft,
  NationalAddressDraft,
  PersonDraft,
  RewardDraft,
} from './deed-draft.js';
import { readDeduction, type DeductionValue } from './deed-expenses.js';
import { checkSaudiIban } from './iban.js';
import { checkAdditionalNumber, checkBuildingNumber, checkPostalCode, checkShortAddress } from './national-address.js';
import { checkPersonId } from './person-id.js';
import { checkGoldKarat, checkMetalWeight, checkSilverFineness } from './precious-metals.js';
import { checkCompanyNumber } from './unified-number.js';

/*
 * The deed as it is signed (issue 13, waqf notes §8): submitting freezes this canonical JSON and
 * every signature binds its SHA-256, so the same deed must always give the same text, and any real
 * change a different one. Canonical means: keys sorted, digits Latin (٠–٩ and ۰–۹ read as 0–9),
 * Unicode NFC, invisible direction marks dropped, whitespace trimmed and collapsed (a run holding a
 * line break becomes one line break, any other run one space), empty values (empty text, null,
 * empty lists and objects) dropped, list order kept, and values in their stored forms where they
 * are valid: shares and ratios as basis points (`ratioBp`), an expense's or a reward's value as
 * basis points of the yield (`valueBp`) or halalas a year (`amountHalalas`), metal weights in milligrams
 * (`weightMg`), karat and fineness as numbers, IDs, IBANs, mobiles, company numbers and address
 * codes as the shared validators normalise them. A value that does not pass its validator stays
 * as cleaned text under its own name (a valid deed has none). Pure: browser and server alike.
 */

/** Names the rules above: a later change to them is a new scheme, and old hashes keep their meaning. */
export const DEED_SNAPSHOT_SCHEME = 'bayan.waqf.snapshot/1';

export interface SnapshotMeta {
  /** The deed's version: 1 at the first submission, n+1 after an edit (waqf notes §8). */
  version: number;
  /** The endower's public key (the account's pubkey). */
  endowerPubkey: string;
  /** When the endower submitted this version, ISO 8601 UTC. */
  submittedAt: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Loose = Record<string, unknown>;

export interface SnapshotAddress {
  buildingNumber?: string;
  street?: string;
  district?: string;
  secondaryDistrict?: string;
  city?: string;
  postalCode?: string;
  additionalNumber?: string;
  shortAddress?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
}

export interface SnapshotPerson {
  key: string;
  kind?: string;
  firstName?: string;
  fatherName?: string;
  grandfatherName?: string;
  lastName?: string;
  idType?: string;
  idNumber?: string;
  birthday?: string;
  gender?: string;
  phone?: string;
  email?: string;
  address?: string;
  nationalAddress?: SnapshotAddress;
  position?: string;
  explanation?: string;
  /** A beneficiary's share in basis points (or `ratio`, the text, when it did not read as one). */
  ratioBp?: number;
  ratio?: string;
  /** An entity supervisor's representative, who signs for it (their ID as the validator normalises it). */
  representativeName?: string;
  representativeIdNumber?: string;
}

/** A percentage of the yield in basis points, a yearly amount in halalas, or `value` (the text) when it did not read. */
interface SnapshotDeduction {
  valueBp?: number;
  amountHalalas?: number;
  value?: string;
}

export interface SnapshotExpense extends SnapshotDeduction {
  key: string;
  label?: string;
  kind?: string;
}

/** The supervisor's reward; absent (or GOING_RATE) is the going rate. */
export interface SnapshotReward extends SnapshotDeduction {
  kind?: string;
}

/** An asset: its draft fields as cleaned text, with the stored forms named by the rules above. */
export interface SnapshotAsset {
  key: string;
  type: string;
  ratioBp?: number;
  weightMg?: number;
  goldKarat?: number | string;
  fineness?: number | string;
  [field: string]: string | number | undefined;
}

export interface SnapshotDeed {
  type?: string;
  title?: string;
  gregorianDate?: string;
  hijriDate?: string;
  introduction?: string;
  notes?: string;
  supervisionMode?: string;
  ultimateBeneficiary?: string;
  endower?: SnapshotPerson;
  assets?: SnapshotAsset[];
  supervisors?: SnapshotPerson[];
  witnesses?: SnapshotPerson[];
  beneficiaries?: SnapshotPerson[];
  expenses?: SnapshotExpense[];
  reward?: SnapshotReward;
}

/** The parsed canonical snapshot: what the document is rendered from (never the live draft). */
export interface DeedSnapshot {
  scheme: string;
  deed: SnapshotDeed;
  meta: SnapshotMeta & {
    /** The deed's date, Gregorian YYYY-MM-DD and its Umm al-Qura day (derived, not as typed). */
    gregorianDate?: string;
    hijriDate?: string;
  };
}

const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g;

/** Text as it is signed: NFC, Latin digits, no direction marks, whitespace trimmed and collapsed. */
export function canonicalText(text: string): string {
  return toLatinDigits(text.normalize('NFC'))
    .replace(DIRECTION_MARKS, '')
    .trim()
    .replace(/\s+/g, (run) => (/[\n\r\u2028\u2029]/.test(run) ? '\n' : ' '));
}

/** Deep-cleans any JSON-like value: text canonical, empty values dropped, key order left to the writer. */
function clean(value: unknown): Json | undefined {
  if (typeof value === 'string') {
    const text = canonicalText(value);
    return text === '' ? undefined : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((item): item is Json => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const cleaned = clean(item);
      return cleaned === undefined ? [] : [[key, cleaned] as const];
    });
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return undefined;
}

/** Replaces `from` (text) by `to` (its stored form) when the check passes; else keeps the text. */
function store<T>(object: Loose, from: string, to: string, check: (text: string) => Checked<T, string>) {
  const text = object[from];
  if (typeof text !== 'string' || canonicalText(text) === '') return;
  const checked = check(text);
  if (!checked.ok) return;
  delete object[from];
  object[to] = checked.value;
}

function storedAddress(address: NationalAddressDraft | undefined): Loose | undefined {
  if (!address) return undefined;
  const a: Loose = { ...address };
  store(a, 'buildingNumber', 'buildingNumber', checkBuildingNumber);
  store(a, 'additionalNumber', 'additionalNumber', checkAdditionalNumber);
  store(a, 'postalCode', 'postalCode', checkPostalCode);
  store(a, 'shortAddress', 'shortAddress', checkShortAddress);
  return a;
}

function storedPerson(person: PersonDraft | undefined): Loose | undefined {
  if (!person) return undefined;
  const p: Loose = { ...person, nationalAddress: storedAddress(person.nationalAddress) };
  const idType = person.idType;
  if (idType) store(p, 'idNumber', 'idNumber', (text) => checkPersonId(idType, text));
  store(p, 'phone', 'phone', checkSaudiMobile);
  store(p, 'ratio', 'ratioBp', parsePercent);
  store(p, 'representativeIdNumber', 'representativeIdNumber', checkIdNumber);
  return p;
}

/** A deduction's value in its stored form (by its kind), or the text; a going rate has none. */
function storedDeduction<T extends ExpenseDraft | RewardDraft>(item: T): Loose {
  const d: Loose = { ...item };
  const kind = item.kind;
  if (kind === 'GOING_RATE') delete d.value;
  if (!kind || kind === 'GOING_RATE') return d;
  const name = (value: DeductionValue) => ('bp' in value ? 'valueBp' : 'amountHalalas');
  const read = readDeduction(kind, typeof item.value === 'string' ? item.value : '');
  if (read?.ok) {
    delete d.value;
    d[name(read.value)] = 'bp' in read.value ? read.value.bp : read.value.halalas;
  }
  return d;
}

function storedAsset(asset: AssetDraft): Loose {
  const a: Loose = { ...asset };
  store(a, 'ratio', 'ratioBp', parsePercent);
  store(a, 'ibanNumber', 'ibanNumber', checkSaudiIban);
  store(a, 'weightGrams', 'weightMg', checkMetalWeight);
  store(a, 'goldKarat', 'goldKarat', checkGoldKarat);
  store(a, 'fineness', 'fineness', checkSilverFineness);
  store(a, 'crNumber', 'crNumber', checkCompanyNumber);
  return a;
}

/** The ID an account must hold to act for a party of a snapshot: an entity's representative's, a person's own. */
export const signerIdOf = (person: SnapshotPerson): string =>
  (person.kind === 'entity' ? person.representativeIdNumber : person.idNumber) ?? '';

/** JSON with every object's keys in code-point order and no spaces. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function cleanedSnapshot(draft: EndowmentDraft, meta: SnapshotMeta): Json {
  const deed = {
    ...draft,
    endower: storedPerson(draft.endower),
    assets: draft.assets?.map(storedAsset),
    supervisors: draft.supervisors?.map(storedPerson),
    witnesses: draft.witnesses?.map(storedPerson),
    beneficiaries: draft.beneficiaries?.map(storedPerson),
    expenses: draft.expenses?.map(storedDeduction),
    reward: draft.reward ? storedDeduction(draft.reward) : undefined,
  };
  const gregorianDate = canonicalText(draft.gregorianDate ?? '');
  const hijri = gregorianToHijri(gregorianDate);
  const stamped = { ...meta, gregorianDate, hijriDate: hijri ? formatHijriIso(hijri) : '' };
  return clean({ scheme: DEED_SNAPSHOT_SCHEME, deed, meta: stamped })!;
}

/** The snapshot as an object (cleaned and in stored forms): what JSON.parse of its text gives. */
export function snapshotObject(draft: EndowmentDraft, meta: SnapshotMeta): DeedSnapshot {
  return { deed: {}, ...(cleanedSnapshot(draft, meta) as object) } as DeedSnapshot;
}

/** The canonical JSON text of a deed as it will be signed (see the rules above). */
export function canonicalSnapshot(draft: EndowmentDraft, meta: SnapshotMeta): string {
  return canonicalJson(cleanedSnapshot(draft, meta));
}

/** What the hash needs of WebCrypto (Node 20+ and every browser), typed here: this package has no DOM types. */
interface WebCryptoGlobal {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

/** SHA-256 of a snapshot's text (UTF-8), as 64 lower-case hex digits. */
export async function snapshotHash(text: string): Promise<string> {
  const web = globalThis as unknown as WebCryptoGlobal;
  const digest = await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
