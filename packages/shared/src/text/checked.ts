/**
 * What a pure validator answers: the normalised value, or the key of the field message that says
 * what is wrong (see FIELD_MESSAGES). The zod schemas and the web forms read the same answer.
 */
export type Checked<T, Message extends string = string> = { ok: true; value: T } | { ok: false; message: Message };

export const valid = <T>(value: T) => ({ ok: true, value }) as const;
export const invalid = <Message extends string>(message: Message) => ({ ok: false, message }) as const;
