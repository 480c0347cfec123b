import type { FieldPath } from 'react-hook-form';
import type {
  AssetDraft,
  AssetType,
  Endowment,
  EndowmentDraft,
  EndowmentType,
  ExpenseDraft,
  ExpenseKind,
  NationalAddressDraft,
  PartyKind,
  PersonDraft,
  RewardDraft,
  RewardKind,
  SupervisionMode,
} from '@bayan/shared';

/*
 * The wizard's form holds the draft itself: the names of its fields are the draft's paths
 * ("assets.1.ibanNumber"), so a review issue lands on its field as it is. A select's "none" is ''
 * in the form and null in the draft.
 */

type Loose<T> = { [K in keyof T]?: T[K] | '' };
export type PersonForm = Loose<PersonDraft> & { key: string };
export type AssetForm = Loose<AssetDraft> & { key: string; type: AssetType };
export interface ExpenseForm {
  key: string;
  label?: string;
  kind?: ExpenseKind | '';
  value?: string;
}
/** The supervisor's reward: no kind is none named (the going rate). */
export interface RewardForm {
  kind: RewardKind | '';
  value: string;
}

export interface DeedForm {
  type: EndowmentType | '';
  title: string;
  gregorianDate: string;
  hijriDate: string;
  introduction: string;
  notes: string;
  supervisionMode: SupervisionMode | '';
  ultimateBeneficiary: string;
  endower: PersonForm;
  assets: AssetForm[];
  supervisors: PersonForm[];
  witnesses: PersonForm[];
  beneficiaries: PersonForm[];
  expenses: ExpenseForm[];
  reward: RewardForm;
}

/** A form field's name from a draft path (an issue's, a server detail's). */
export const fieldName = (path: string) => path as FieldPath<DeedForm>;

/** A list item's key: made here, kept by the server across saves. */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export const emptyPerson = (kind: PartyKind = 'person'): PersonForm => ({ key: newKey(), kind });
export const emptyExpense = (): ExpenseForm => ({ key: newKey(), label: '', kind: 'PERCENT', value: '' });
export const emptyAsset = (type: AssetType): AssetForm => ({ key: newKey(), type, ratio: '100' });

const orNull = <T>(value: T | '' | undefined | null): T | null => (value === '' || value === undefined ? null : value);

function personDraft(person: PersonForm): PersonDraft {
  return {
    ...person,
    kind: orNull(person.kind) ?? 'person',
    idType: orNull(person.idType),
    gender: orNull(person.gender),
    ...(person.nationalAddress ? { nationalAddress: person.nationalAddress as NationalAddressDraft } : {}),
  } as PersonDraft;
}

const expenseDraft = (line: ExpenseForm): ExpenseDraft => ({ ...line, kind: orNull(line.kind) });

/** The reward as the draft keeps it: none when nothing is chosen or typed. */
function rewardDraft(reward: RewardForm | undefined): RewardDraft | null {
  const kind = orNull(reward?.kind);
  const value = reward?.value ?? '';
  return kind === null && value === '' ? null : { kind, value };
}

/** The form's values as the draft the server keeps and the review checks. */
export function toDraft(form: DeedForm): EndowmentDraft {
  return {
    type: orNull(form.type),
    title: form.title ?? '',
    gregorianDate: form.gregorianDate ?? '',
    hijriDate: form.hijriDate ?? '',
    introduction: form.introduction ?? '',
    notes: form.notes ?? '',
    supervisionMode: orNull(form.supervisionMode),
    ultimateBeneficiary: form.ultimateBeneficiary ?? '',
    endower: personDraft(form.endower ?? { key: 'endower' }),
    assets: (form.assets ?? []) as AssetDraft[],
    supervisors: (form.supervisors ?? []).map(personDraft),
    witnesses: (form.witnesses ?? []).map(personDraft),
    beneficiaries: (form.beneficiaries ?? []).map(personDraft),
    expenses: (form.expenses ?? []).map(expenseDraft),
    reward: rewardDraft(form.reward),
  };
}

const personForm = (person: PersonDraft): PersonForm => ({
  ...person,
  idType: person.idType ?? '',
  gender: person.gender ?? '',
});

/** A deed as read from the server, as the form's values. */
export function fromDeed(deed: Endowment | EndowmentDraft): DeedForm {
  return {
    type: deed.type ?? '',
    title: deed.title ?? '',
    gregorianDate: deed.gregorianDate ?? '',
    hijriDate: deed.hijriDate ?? '',
    introduction: deed.introduction ?? '',
    notes: deed.notes ?? '',
    supervisionMode: deed.supervisionMode ?? '',
    ultimateBeneficiary: deed.ultimateBeneficiary ?? '',
    endower: personForm({ nationalAddress: {}, ...(deed.endower ?? { key: 'endower' }) }),
    assets: (deed.assets ?? []) as AssetForm[],
    supervisors: (deed.supervisors ?? []).map(personForm),
    witnesses: (deed.witnesses ?? []).map(personForm),
    beneficiaries: (deed.beneficiaries ?? []).map(personForm),
    expenses: (deed.expenses ?? []).map((line) => ({ ...line, kind: line.kind ?? '' })),
    reward: { kind: deed.reward?.kind ?? '', value: deed.reward?.value ?? '' },
  };
}

/** Today in Riyadh, YYYY-MM-DD: the day the witnesses' age is read on (as the server does). */
export const riyadhToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
