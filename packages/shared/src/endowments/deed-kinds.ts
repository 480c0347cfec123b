// The endowment deed's enumerations, apart from the schemas so that a list page can name them
// without loading zod (issue 14). Values are the spec's (§3, §5) and the waqf notes' (§8, §9).

/** Spec §5: family (ذري), charity (خيري), combined (مشترك), atomic_charitable (ذري يؤول إلى الخير). */
export const ENDOWMENT_TYPES = ['family', 'charity', 'combined', 'atomic_charitable'] as const;
export type EndowmentType = (typeof ENDOWMENT_TYPES)[number];

/** PRODUCT.md §8: a deed's life. Issue 12 writes DRAFT only; the signing issue walks the rest. */
export const ENDOWMENT_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'CHANGES_REQUESTED',
  'SIGNED_BY_ALL',
  'FINAL',
  'REGISTERED',
  'WITHDRAWN',
] as const;
export type EndowmentStatus = (typeof ENDOWMENT_STATUSES)[number];

/** How several supervisors act: together (مجتمعين) or each alone (منفردين). */
export const SUPERVISION_MODES = ['joint', 'independent'] as const;
export type SupervisionMode = (typeof SUPERVISION_MODES)[number];

/** Spec §3 liquidity types. */
export const ASSET_TYPES = ['real_estate', 'current_account', 'gold', 'silver', 'stock_portfolio', 'company'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/**
 * Each asset type's own fields (deed-draft.ts's schemas; the server's columns of the same names),
 * in the order the deed's form shows them; the ratio comes first for all.
 */
export const ASSET_FIELDS = {
  real_estate: ['deedNumber', 'deedHistory', 'landNumber', 'block', 'totalSpace', 'city', 'district'],
  current_account: ['ibanNumber', 'bankName', 'accountName', 'accountNumber'],
  gold: ['goldKarat', 'weightGrams'],
  silver: ['fineness', 'weightGrams'],
  stock_portfolio: ['bankName', 'accountName', 'accountNumber'],
  company: [
    'companyName',
    'crNumber',
    'companyOwner',
    'contactRepresentative',
    'companyAddress',
    'capital',
    'companyHq',
    'activity',
  ],
} as const satisfies Record<AssetType, readonly string[]>;

/** A deed's named parties besides its endower (spec §6 roles by label). */
export const PARTY_ROLES = ['SUPERVISOR', 'WITNESS', 'BENEFICIARY'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/**
 * What a named party is: a natural person, a legal entity (a charity, a mosque: identified by a
 * unified number when it has one) or a class of people (the poor, the endower's descendants).
 * Supervisors and witnesses are persons or (supervisors only) entities; beneficiaries any of the three.
 */
export const PARTY_KINDS = ['person', 'entity', 'class'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/** Spec §3 attachments: the endower's ID card or passport. */
export const ATTACHMENT_KINDS = ['ID_CARD', 'PASSPORT'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Witnesses are adults (waqf notes §4), by their birthday on the day the rules are checked. */
export const WITNESS_MIN_AGE = 18;
export const MIN_WITNESSES = 2;

/** A party's address as written (spec §3 Person `address`), in characters. */
export const PERSON_ADDRESS_MAX = 300;

/** A company asset's contact representative and address (spec §3 Company), in characters. */
export const COMPANY_CONTACT_MAX = { contactRepresentative: 200, companyAddress: 300 } as const;

/** Upper bounds of a draft's lists (a body past them is refused, so a draft stays a sane size). */
export const DEED_LIMITS = { assets: 50, supervisors: 10, witnesses: 10, beneficiaries: 100, expenses: 20 } as const;

/**
 * An expense line (paragraphs 13 and 18): a percentage of the yield (basis points) or a fixed
 * yearly amount (integer halalas, shown as SAR). Paid before the beneficiaries' shares.
 */
export const EXPENSE_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** An expense line's label, in characters. */
export const EXPENSE_LABEL_LIMITS = { min: 2, max: 120 } as const;

/**
 * The supervisor's reward (paragraph 10): a percentage of the yield, a fixed yearly amount, or the
 * going rate (أجرة المثل), the waqf notes' default when the endower names none.
 */
export const REWARD_KINDS = ['PERCENT', 'AMOUNT', 'GOING_RATE'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** The largest yearly amount a deed names (an expense line, a reward): 1,000,000,000 SAR, in halalas. */
export const MAX_DEED_AMOUNT_HALALAS = 100_000_000_000;

/** Who signs a deed (waqf notes §4, §8): the endower's declaration is signature #0; beneficiaries never sign. */
export const SIGNER_ROLES = ['ENDOWER', 'SUPERVISOR', 'WITNESS'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** The parties that get an invitation to sign a submitted version. */
export const INVITED_ROLES = ['SUPERVISOR', 'WITNESS'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** A signer's invitation (waqf notes §8): INVITED → VIEWED → SIGNED | REJECTED | REVOKED. */
export const SIGNER_STATES = ['INVITED', 'VIEWED', 'SIGNED', 'REJECTED', 'REVOKED'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

/** How a signature was made: the endower's declaration on submit, a phone code (Nafath later). */
export const SIGNATURE_METHODS = ['DECLARATION', 'OTP'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** The wallet's roles: what the caller is to a deed. */
export const WALLET_ROLES = ['ENDOWER', 'SUPERVISOR', 'WITNESS', 'BENEFICIARY'] as const;
export type WalletRole = (typeof WALLET_ROLES)[number];

/** The states in which the endower may still withdraw (waqf notes §8: any before FINAL). */
export const WITHDRAWABLE_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'CHANGES_REQUESTED',
  'SIGNED_BY_ALL',
] as const satisfies readonly EndowmentStatus[];

/** The states the endower reopens for editing (version + 1, every invitation REVOKED). */
export const REOPENABLE_STATUSES = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'CHANGES_REQUESTED',
] as const satisfies readonly EndowmentStatus[];

/** The states whose deed is settled: its content and snapshot are locked by the database. */
export const SETTLED_STATUSES = ['FINAL', 'REGISTERED'] as const satisfies readonly EndowmentStatus[];

/** FINAL deeds are numbered WQF-<Hijri year>-<6-digit sequence>, gap-free per Hijri year. */
export const DOC_NUMBER_PREFIX = 'WQF';
export const DOC_NUMBER_PATTERN = /^WQF-\d{4}-\d{6}$/;

/** Court or notary scans and PDFs checked on the verification page: at most 5 MiB. */
export const SIGNING_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A rejection's reason, an amendment's reason: bounded text. */
export const SIGNING_REASON_LIMITS = { min: 3, max: 1000 } as const;

/** Pending signers get a reminder after this many days (setting `endowments.reminder_days`). */
export const DEFAULT_SIGNING_REMINDER_DAYS = 7;
