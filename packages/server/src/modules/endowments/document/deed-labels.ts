import { ENDOWMENT_STATUS_LABELS } from '@bayan/shared';
import type {
  AssetType,
  EndowmentType,
  ExpenseKind,
  PartyKind,
  PersonIdType,
  SignerRole,
  SignerState as SignatureState,
  SupervisionMode,
} from '@bayan/shared';

/*
 * The Arabic words of the document for the deed's enumerations. The document is the Arabic legal
 * text the court reads (waqf notes §1), so these are not UI catalogue words: they live with it.
 */

export const ENDOWMENT_TYPE_LABELS: Record<EndowmentType, string> = {
  family: 'وقف ذرّي (أهلي)',
  charity: 'وقف خيري',
  combined: 'وقف مشترك (ذرّي وخيري)',
  atomic_charitable: 'وقف ذرّي يؤول إلى جهة خيرية',
};

export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  real_estate: 'عقار',
  current_account: 'حساب جارٍ',
  gold: 'ذهب',
  silver: 'فضة',
  stock_portfolio: 'محفظة أسهم',
  company: 'شركة',
};

export const ID_TYPE_LABELS: Record<PersonIdType, string> = {
  NID: 'هوية وطنية',
  IQAMA: 'هوية مقيم',
  PASSPORT: 'جواز سفر',
  UNIFIED: 'الرقم الوطني الموحد',
};

export const EXPENSE_KIND_LABELS: Record<ExpenseKind, string> = {
  PERCENT: 'نسبة من الغلة',
  AMOUNT: 'مبلغ سنوي مقطوع',
};

export const PARTY_KIND_LABELS: Record<PartyKind, string> = { person: 'شخص', entity: 'جهة', class: 'فئة' };

export const SUPERVISION_MODE_LABELS: Record<SupervisionMode, string> = {
  joint: 'مجتمعين، لا ينفرد أحدهم بتصرّف دون الآخرين',
  independent: 'منفردين، لكلٍّ منهم أن يتصرّف وحده',
};

/** The states' words are the web's (walk finding 21: one term per state, on screen and on paper). */
export const STATUS_LABELS = ENDOWMENT_STATUS_LABELS.ar;

/** Who signs a deed: its endower (signature #0, the declaration), each supervisor and each witness. */
export { SIGNER_ROLES } from '@bayan/shared';
export type { SignerRole, SignatureState };

export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = {
  ENDOWER: 'الواقف',
  SUPERVISOR: 'الناظر',
  WITNESS: 'الشاهد',
};

/** A signer's invitation states (waqf notes §8). */
export { SIGNER_STATES as SIGNATURE_STATES } from '@bayan/shared';

export const SIGNATURE_STATE_LABELS: Record<SignatureState, string> = {
  INVITED: 'بانتظار التوقيع',
  VIEWED: 'اطّلع ولم يوقّع بعد',
  SIGNED: 'وقّع',
  REJECTED: 'رفض التوقيع',
  REVOKED: 'أُلغي توقيعه',
};

/** A label of a known value, or the value itself (a snapshot keeps what was typed when it was not valid). */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string | undefined): string =>
  value === undefined ? '' : Object.hasOwn(labels, value) ? labels[value as K] : value;
