import { ageOn } from '../clinic/age.js';
import { checkHijriDate, gregorianToHijri } from '../dates/hijri.js';
import type { FieldMessageKey } from '../errors/field-messages.js';
import type { Checked } from '../text/checked.js';
import { compactCode, compactDigits } from '../text/digits.js';
import { checkIdNumber } from '../text/national-id.js';
import { checkSaudiMobile } from '../text/phone.js';
import { FULL_SHARE_BP, parsePercent } from './basis-points.js';
import { checkExpenseLabel, deductedPercentBp, readDeduction } from './deed-expenses.js';
import { MIN_WITNESSES, WITNESS_MIN_AGE, type AttachmentKind, type PartyKind } from './deed-kinds.js';
import type { AssetDraft, EndowmentDraft, NationalAddressDraft, PersonDraft } from './deed-draft.js';
import { checkSaudiIban } from './iban.js';
import { checkAdditionalNumber, checkBuildingNumber, checkPostalCode, checkShortAddress } from './national-address.js';
import { checkPersonId } from './person-id.js';
import { checkGoldKarat, checkMetalWeight, checkSilverFineness } from './precious-metals.js';
import { checkAssetRatio } from './shares.js';
import { checkCompanyNumber } from './unified-number.js';

/*
 * The submit rules of a deed (PRODUCT.md §8, waqf notes §4–6): every format and every rule, each
 * failure an issue at the dotted path of its field, so the wizard shows it on its step
 * (deed-steps.ts) and the server answers it as a field error. One pure function, no zod, run by the
 * browser before it asks and by the server when it is asked.
 */

export interface DeedIssue {
  /** Dotted path in the draft: "assets.1.ibanNumber", "witnesses", "attachments". */
  path: string;
  message: FieldMessageKey;
}

export interface ReviewContext {
  /** The kinds of the deed's uploaded attachments. */
  attachments: readonly AttachmentKind[];
  /** Today, YYYY-MM-DD (Asia/Riyadh), for the witnesses' age. */
  today: string;
}

type Issues = DeedIssue[];
const filled = (value: string | null | undefined): value is string => (value ?? '').trim() !== '';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (Latin digits). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day typed YYYY-MM-DD in Latin or Arabic-Indic digits, in Latin digits, or null when it is not a real day. */
export function isoDayOf(value: string): string | null {
  const latin = compactDigits(value);
  return isIsoDay(latin) ? latin : null;
}

/** Push the check's message when the value is given and wrong, or field.required when it is missing. */
function need<T>(
  issues: Issues,
  path: string,
  value: string | null | undefined,
  check?: (v: string) => Checked<T, FieldMessageKey>,
) {
  if (!filled(value)) return void issues.push({ path, message: 'field.required' });
  const checked = check?.(value);
  if (checked && !checked.ok) issues.push({ path, message: checked.message });
}

/** The same, but an empty value is fine. */
function mayHave<T>(
  issues: Issues,
  path: string,
  value: string | null | undefined,
  check: (v: string) => Checked<T, FieldMessageKey>,
) {
  if (filled(value)) need(issues, path, value, check);
}

const checkEmail = (value: string): Checked<string, 'field.email'> =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? { ok: true, value: value.trim() }
    : { ok: false, message: 'field.email' };

const checkIsoDay = (value: string): Checked<string, 'field.isoDate'> =>
  isoDayOf(value) !== null ? { ok: true, value } : { ok: false, message: 'field.isoDate' };

const checkPositive = (value: string): Checked<number, 'field.positiveNumber'> => {
  const number = Number(compactCode(value).replace('٫', '.'));
  return Number.isFinite(number) && number > 0
    ? { ok: true, value: number }
    : { ok: false, message: 'field.positiveNumber' };
};

/** The ID number as the deed compares it (normalised), or null when it is not a valid one. */
export function partyIdNumber(person: PersonDraft): string | null {
  if (!person.idType || !filled(person.idNumber)) return null;
  const checked = checkPersonId(person.idType, person.idNumber);
  return checked.ok ? checked.value : null;
}

/** An entity's representative's ID number (national ID or iqama), normalised, or null when it is not a valid one. */
export function representativeIdNumber(person: PersonDraft): string | null {
  if (!filled(person.representativeIdNumber)) return null;
  const checked = checkIdNumber(person.representativeIdNumber);
  return checked.ok ? checked.value : null;
}

function checkAddress(issues: Issues, path: string, address: NationalAddressDraft | undefined) {
  const a = address ?? {};
  need(issues, `${path}.buildingNumber`, a.buildingNumber, checkBuildingNumber);
  need(issues, `${path}.street`, a.street);
  need(issues, `${path}.district`, a.district);
  need(issues, `${path}.city`, a.city);
  need(issues, `${path}.postalCode`, a.postalCode, checkPostalCode);
  need(issues, `${path}.additionalNumber`, a.additionalNumber, checkAdditionalNumber);
  mayHave(issues, `${path}.shortAddress`, a.shortAddress, checkShortAddress);
}

/**
 * A party's national address is optional (spec §3 lists it, no rule asks for it): its coded parts
 * are checked when they are typed, so a wrong one is not printed in the deed.
 */
function checkGivenAddress(issues: Issues, path: string, address: NationalAddressDraft | undefined) {
  const a = address ?? {};
  mayHave(issues, `${path}.buildingNumber`, a.buildingNumber, checkBuildingNumber);
  mayHave(issues, `${path}.postalCode`, a.postalCode, checkPostalCode);
  mayHave(issues, `${path}.additionalNumber`, a.additionalNumber, checkAdditionalNumber);
  mayHave(issues, `${path}.shortAddress`, a.shortAddress, checkShortAddress);
}

interface PersonRule {
  kinds: readonly PartyKind[];
  idRequired: boolean;
  phoneRequired: boolean;
  birthdayRequired: boolean;
  /**
   * An entity (a supervisor) acts through a natural person: it is identified by its unified number
   * and names a representative, whose ID an account must hold to sign for it (signing matches on it).
   */
  entityRepresentative?: boolean;
  /** The endower's national address is required whole (checkAddress); a party's is optional. */
  addressRequired?: boolean;
}

function checkPerson(issues: Issues, path: string, person: PersonDraft, rule: PersonRule) {
  const kind = person.kind ?? 'person';
  if (!rule.kinds.includes(kind)) issues.push({ path: `${path}.kind`, message: 'field.deedPartyKind' });
  need(issues, `${path}.firstName`, person.firstName);
  if (kind === 'person') {
    need(issues, `${path}.fatherName`, person.fatherName);
    need(issues, `${path}.lastName`, person.lastName);
  }
  const represented = kind === 'entity' && rule.entityRepresentative === true;
  const idRequired = rule.idRequired && (kind === 'person' || represented);
  if (idRequired || filled(person.idNumber)) {
    if (!person.idType) issues.push({ path: `${path}.idType`, message: 'field.required' });
    else if (represented && person.idType !== 'UNIFIED')
      issues.push({ path: `${path}.idType`, message: 'field.deedEntityNumber' });
    else need(issues, `${path}.idNumber`, person.idNumber, (value) => checkPersonId(person.idType!, value));
  }
  if (represented) {
    need(issues, `${path}.representativeName`, person.representativeName);
    need(issues, `${path}.representativeIdNumber`, person.representativeIdNumber, checkIdNumber);
  }
  if (rule.birthdayRequired) need(issues, `${path}.birthday`, person.birthday, checkIsoDay);
  else mayHave(issues, `${path}.birthday`, person.birthday, checkIsoDay);
  if (rule.phoneRequired) need(issues, `${path}.phone`, person.phone, checkSaudiMobile);
  else mayHave(issues, `${path}.phone`, person.phone, checkSaudiMobile);
  mayHave(issues, `${path}.email`, person.email, checkEmail);
  if (!rule.addressRequired) checkGivenAddress(issues, `${path}.nationalAddress`, person.nationalAddress);
}

function checkAsset(issues: Issues, path: string, asset: AssetDraft) {
  need(issues, `${path}.ratio`, asset.ratio, (text) => {
    const percent = parsePercent(text);
    return percent.ok ? checkAssetRatio(percent.value) : percent;
  });
  switch (asset.type) {
    case 'real_estate':
      need(issues, `${path}.deedNumber`, asset.deedNumber);
      need(issues, `${path}.deedHistory`, asset.deedHistory, checkHijriDate);
      mayHave(issues, `${path}.totalSpace`, asset.totalSpace, checkPositive);
      return;
    case 'current_account':
      need(issues, `${path}.ibanNumber`, asset.ibanNumber, checkSaudiIban);
      return;
    case 'gold':
      need(issues, `${path}.goldKarat`, asset.goldKarat, checkGoldKarat);
      need(issues, `${path}.weightGrams`, asset.weightGrams, checkMetalWeight);
      return;
    case 'silver':
      mayHave(issues, `${path}.fineness`, asset.fineness, checkSilverFineness);
      need(issues, `${path}.weightGrams`, asset.weightGrams, checkMetalWeight);
      return;
    case 'stock_portfolio':
      need(issues, `${path}.bankName`, asset.bankName);
      need(issues, `${path}.accountNumber`, asset.accountNumber);
      return;
    case 'company':
      need(issues, `${path}.companyName`, asset.companyName);
      need(issues, `${path}.crNumber`, asset.crNumber, checkCompanyNumber);
      mayHave(issues, `${path}.capital`, asset.capital, checkPositive);
      return;
  }
}

function checkBasics(issues: Issues, draft: EndowmentDraft) {
  if (!draft.type) issues.push({ path: 'type', message: 'field.required' });
  need(issues, 'gregorianDate', draft.gregorianDate, checkIsoDay);
  if (!filled(draft.hijriDate)) return;
  const hijri = checkHijriDate(draft.hijriDate);
  if (!hijri.ok) return void issues.push({ path: 'hijriDate', message: hijri.message });
  const day = isoDayOf(draft.gregorianDate ?? '');
  const derived = day ? gregorianToHijri(day) : null;
  const same =
    derived &&
    derived.year === hijri.value.year &&
    derived.month === hijri.value.month &&
    derived.day === hijri.value.day;
  if (derived && !same) issues.push({ path: 'hijriDate', message: 'field.hijriMismatch' });
}

function checkParties(issues: Issues, draft: EndowmentDraft, today: string) {
  const supervisors = draft.supervisors ?? [];
  const witnesses = draft.witnesses ?? [];
  const beneficiaries = draft.beneficiaries ?? [];

  if (supervisors.length === 0) issues.push({ path: 'supervisors', message: 'field.deedSupervisorsMin' });
  if (supervisors.length > 1 && !draft.supervisionMode)
    issues.push({ path: 'supervisionMode', message: 'field.deedSupervisionMode' });
  const supervisorRule = {
    kinds: ['person', 'entity'],
    idRequired: true,
    phoneRequired: true,
    birthdayRequired: false,
    entityRepresentative: true,
  } as const;
  supervisors.forEach((person, i) => checkPerson(issues, `supervisors.${i}`, person, supervisorRule));

  if (witnesses.length < MIN_WITNESSES) issues.push({ path: 'witnesses', message: 'field.deedWitnessesMin' });
  const conflicting = new Set(
    [draft.endower, ...supervisors, ...beneficiaries].flatMap((person) =>
      person ? [partyIdNumber(person), representativeIdNumber(person)] : [],
    ),
  );
  conflicting.delete(null);
  const witnessRule = { kinds: ['person'], idRequired: true, phoneRequired: true, birthdayRequired: true } as const;
  witnesses.forEach((person, i) => {
    const path = `witnesses.${i}`;
    checkPerson(issues, path, person, witnessRule);
    const birthday = isoDayOf(person.birthday ?? '');
    if (birthday && ageOn(birthday, today) < WITNESS_MIN_AGE)
      issues.push({ path: `${path}.birthday`, message: 'field.deedWitnessAdult' });
    const id = partyIdNumber(person);
    if (id && conflicting.has(id)) issues.push({ path: `${path}.idNumber`, message: 'field.deedWitnessConflict' });
  });

  if (beneficiaries.length === 0) issues.push({ path: 'beneficiaries', message: 'field.deedBeneficiariesMin' });
  const beneficiaryRule = {
    kinds: ['person', 'entity', 'class'],
    idRequired: false,
    phoneRequired: false,
    birthdayRequired: false,
  } as const;
  const shares: number[] = [];
  beneficiaries.forEach((person, i) => {
    checkPerson(issues, `beneficiaries.${i}`, person, beneficiaryRule);
    need(issues, `beneficiaries.${i}.ratio`, person.ratio, (text) => {
      const share = parsePercent(text);
      if (share.ok) shares.push(share.value);
      return share;
    });
  });
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (beneficiaries.length > 0 && shares.length === beneficiaries.length && total !== FULL_SHARE_BP)
    issues.push({ path: 'beneficiaries', message: 'field.sharesTotal' });
  if (draft.type === 'atomic_charitable' && !filled(draft.ultimateBeneficiary))
    issues.push({ path: 'ultimateBeneficiary', message: 'field.deedUltimateBeneficiary' });
}

/** The expense lines and the reward: each value read by its kind, and the percentages leaving a net yield. */
function checkDeductions(issues: Issues, draft: EndowmentDraft) {
  (draft.expenses ?? []).forEach((line, i) => {
    const path = `expenses.${i}`;
    need(issues, `${path}.label`, line.label, checkExpenseLabel);
    const kind = line.kind;
    if (!kind) issues.push({ path: `${path}.kind`, message: 'field.required' });
    else need(issues, `${path}.value`, line.value, (value) => readDeduction(kind, value)!);
  });
  const reward = draft.reward?.kind;
  if (reward && reward !== 'GOING_RATE')
    need(issues, 'reward.value', draft.reward?.value, (value) => readDeduction(reward, value)!);
  if (deductedPercentBp(draft) >= FULL_SHARE_BP)
    issues.push({ path: 'expenses', message: 'field.deedDeductionsTotal' });
}

/** Every submit rule the draft breaks; none means it may go for signing. */
export function reviewEndowment(draft: EndowmentDraft, context: ReviewContext): DeedIssue[] {
  const issues: Issues = [];
  checkBasics(issues, draft);
  need(issues, 'introduction', draft.introduction);

  const endower = draft.endower ?? { key: 'endower' };
  const endowerRule = {
    kinds: ['person'],
    idRequired: true,
    phoneRequired: true,
    birthdayRequired: true,
    addressRequired: true,
  } as const;
  checkPerson(issues, 'endower', endower, endowerRule);
  need(issues, 'endower.grandfatherName', endower.grandfatherName);
  need(issues, 'endower.email', endower.email, checkEmail);
  checkAddress(issues, 'endower.nationalAddress', endower.nationalAddress);

  const assets = draft.assets ?? [];
  if (assets.length === 0) issues.push({ path: 'assets', message: 'field.deedAssetsMin' });
  assets.forEach((asset, i) => checkAsset(issues, `assets.${i}`, asset));

  checkParties(issues, draft, context.today);
  checkDeductions(issues, draft);
  if (!context.attachments.some((kind) => kind === 'ID_CARD' || kind === 'PASSPORT'))
    issues.push({ path: 'attachments', message: 'field.deedIdAttachment' });
  return issues;
}
