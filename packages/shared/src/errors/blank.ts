/** A value the person left out: absent, null, or nothing but spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A zod `error` that words a value left out as `key` (a field message, field-messages.ts), and
 * any other issue as `otherwise`, or as the schema's or zod's own wording when there is none.
 */
export const blankAs =
  (key: string, otherwise?: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isBlank(issue.input) ? key : otherwise;
