import { isoDayOf, readDeduction, type EndowmentDraft, type RewardDraft } from '@bayan/shared';
import type { EndowmentRow, NewEndowmentRow } from './deeds.table.js';

/** The draft's own fields (not its lists), as the deed's columns hold them. */
export type DeedColumns = Pick<
  NewEndowmentRow,
  | 'type'
  | 'title'
  | 'gregorianInput'
  | 'gregorianDate'
  | 'hijriInput'
  | 'introduction'
  | 'notes'
  | 'supervisionMode'
  | 'ultimateBeneficiary'
  | 'rewardKind'
  | 'rewardValue'
  | 'rewardBp'
  | 'rewardHalalas'
>;

/** The deed's date as a DATE when the typed text is a real day, else null (the text is kept apart). */
export const gregorianDateOf = (input: string): string | null => isoDayOf(input);

/** The reward's columns: kind and value as typed, the value also in its stored form once it reads. */
function rewardColumns(reward: RewardDraft | null): Partial<DeedColumns> {
  const kind = reward?.kind ?? null;
  const value = reward?.value ?? '';
  const read = kind ? readDeduction(kind, value) : null;
  const stored = read?.ok ? read.value : undefined;
  return {
    rewardKind: kind,
    rewardValue: value,
    rewardBp: stored && 'bp' in stored ? stored.bp : null,
    rewardHalalas: stored && 'halalas' in stored ? stored.halalas : null,
  };
}

/** The columns of the draft's fields that the body names; a field it leaves out is not touched. */
export function deedColumns(draft: EndowmentDraft): Partial<DeedColumns> {
  const columns: Partial<DeedColumns> = {};
  if (draft.type !== undefined) columns.type = draft.type;
  if (draft.title !== undefined) columns.title = draft.title;
  if (draft.gregorianDate !== undefined) {
    columns.gregorianInput = draft.gregorianDate;
    columns.gregorianDate = gregorianDateOf(draft.gregorianDate);
  }
  if (draft.hijriDate !== undefined) columns.hijriInput = draft.hijriDate;
  if (draft.introduction !== undefined) columns.introduction = draft.introduction;
  if (draft.notes !== undefined) columns.notes = draft.notes;
  if (draft.supervisionMode !== undefined) columns.supervisionMode = draft.supervisionMode;
  if (draft.ultimateBeneficiary !== undefined) columns.ultimateBeneficiary = draft.ultimateBeneficiary;
  if (draft.reward !== undefined) Object.assign(columns, rewardColumns(draft.reward));
  return columns;
}

/** The draft's own fields of a deed row. */
export function deedFieldsOf(row: EndowmentRow): EndowmentDraft {
  return {
    type: row.type,
    title: row.title,
    gregorianDate: row.gregorianInput,
    hijriDate: row.hijriInput,
    introduction: row.introduction,
    notes: row.notes,
    supervisionMode: row.supervisionMode,
    ultimateBeneficiary: row.ultimateBeneficiary,
    // None kept (no kind, nothing typed) reads back as none: the going rate.
    reward: row.rewardKind === null && row.rewardValue === '' ? null : { kind: row.rewardKind, value: row.rewardValue },
  };
}
