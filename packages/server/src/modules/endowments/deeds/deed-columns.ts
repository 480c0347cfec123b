import { isoDayOf, type EndowmentDraft } from '@bayan/shared';
import type { EndowmentRow, NewEndowmentRow } from './deeds.table.js';

/** The draft's own fields (not its lists), as the deed's columns hold them. */
export type DeedColumns = Pick<
  NewEndowmentRow,
  | 'type'
  | 'gregorianInput'
  | 'gregorianDate'
  | 'hijriInput'
  | 'introduction'
  | 'notes'
  | 'supervisionMode'
  | 'ultimateBeneficiary'
>;

/** The deed's date as a DATE when the typed text is a real day, else null (the text is kept apart). */
export const gregorianDateOf = (input: string): string | null => isoDayOf(input);

/** The columns of the draft's fields that the body names; a field it leaves out is not touched. */
export function deedColumns(draft: EndowmentDraft): Partial<DeedColumns> {
  const columns: Partial<DeedColumns> = {};
  if (draft.type !== undefined) columns.type = draft.type;
  if (draft.gregorianDate !== undefined) {
    columns.gregorianInput = draft.gregorianDate;
    columns.gregorianDate = gregorianDateOf(draft.gregorianDate);
  }
  if (draft.hijriDate !== undefined) columns.hijriInput = draft.hijriDate;
  if (draft.introduction !== undefined) columns.introduction = draft.introduction;
  if (draft.notes !== undefined) columns.notes = draft.notes;
  if (draft.supervisionMode !== undefined) columns.supervisionMode = draft.supervisionMode;
  if (draft.ultimateBeneficiary !== undefined) columns.ultimateBeneficiary = draft.ultimateBeneficiary;
  return columns;
}

/** The draft's own fields of a deed row. */
export function deedFieldsOf(row: EndowmentRow): EndowmentDraft {
  return {
    type: row.type,
    gregorianDate: row.gregorianInput,
    hijriDate: row.hijriInput,
    introduction: row.introduction,
    notes: row.notes,
    supervisionMode: row.supervisionMode,
    ultimateBeneficiary: row.ultimateBeneficiary,
  };
}
