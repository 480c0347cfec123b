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

/** Upper bounds of a draft's lists (a body past them is refused, so a draft stays a sane size). */
export const DEED_LIMITS = { assets: 50, supervisors: 10, witnesses: 10, beneficiaries: 100 } as const;
