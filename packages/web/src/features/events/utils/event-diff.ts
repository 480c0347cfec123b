/** One field of an audited entity, before and after the event. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * Fields a reader has no use for: the state's colour (the state says it), the patient's no-show
 * counter (a side figure, not the change), the spec's duplicate names of `start` and `duration`,
 * a signer's invitation key and a draft's autosave counter.
 */
const INTERNAL_FIELDS = new Set(['color', 'patientNoShows', 'startDate', 'duration', 'invitation', 'revision']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON values (what the audit log stores). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameJson(a[key], b[key]));
  }
  return false;
}

/**
 * The before/after delta of an event, field by field: every field either side has, in the order
 * the entity lists them, each marked changed or not. A create has only "after", a delete only
 * "before"; a value that is not an object is one unnamed field. Internal fields are left out.
 */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const empty = (value: unknown) => value === null || value === undefined;
  if (empty(before) && empty(after)) return [];
  if ((isObject(before) || empty(before)) && (isObject(after) || empty(after))) {
    const from = isObject(before) ? before : {};
    const to = isObject(after) ? after : {};
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
      (field) => !INTERNAL_FIELDS.has(field),
    );
    return fields.map((field) => ({
      field,
      before: from[field],
      after: to[field],
      changed: !sameJson(from[field], to[field]),
    }));
  }
  return [{ field: '', before, after, changed: !sameJson(before, after) }];
}
