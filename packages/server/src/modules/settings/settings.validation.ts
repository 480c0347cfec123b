import {
  fieldMessage,
  settingValueSchema,
  type Language,
  type SettingDefinition,
  type SettingValue,
} from '@bayan/shared';
import { AppError } from '../../lib/http/app-error.js';
import { zodErrorMap } from '../../lib/http/zod-messages.js';

/**
 * A PATCH value checked against its setting's type. The request schema cannot know the type
 * (it depends on which setting), so failures are reported here, in the same shape and language
 * as any other validation failure: 400 VALIDATION_FAILED with details at body.value.
 */
export function parseSettingValue(definition: SettingDefinition, value: unknown, lang: Language): SettingValue {
  const result = settingValueSchema(definition).safeParse(value, { error: zodErrorMap(lang) });
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    result.error.issues.map((issue) => ({
      path: ['body', 'value', ...issue.path.map(String)].join('.'),
      code: issue.code,
      message: fieldMessage(issue.message, lang),
    })),
  );
}
