import { z } from 'zod';
import type { FieldMessageKey } from '../errors/field-messages.js';
import type { Checked } from './checked.js';

/**
 * A zod schema built on a pure validator: the same normalisation and the same message key in the
 * browser and on the server. The key must be in FIELD_MESSAGES (checked by the type).
 */
export function checkedSchema<In, T>(base: z.ZodType<In>, check: (input: In) => Checked<T, FieldMessageKey>) {
  return base.transform((input, ctx) => {
    const checked = check(input);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
}

/** checkedSchema over a string of at most `max` characters (read before the validator runs). */
export const checkedString = <T>(check: (input: string) => Checked<T, FieldMessageKey>, max = 64) =>
  checkedSchema(z.string().max(max), check);
