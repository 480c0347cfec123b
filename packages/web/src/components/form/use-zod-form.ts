import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/use-language';
import { SERVER_ERROR } from './apply-server-errors';
import { zodFormResolver, type FormCheck } from './zod-form-resolver';

/**
 * A form checked by the shared zod schema the server validates with. Messages appear after the
 * first submit (every field at once, focus on the first), then follow each keystroke; `check`
 * adds rules the schema cannot express. The values are the inputs as typed (text, switches).
 */
export function useZodForm<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: V,
  check?: FormCheck<V>,
) {
  const { language } = useLanguage();
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: zodFormResolver(schema, language, check),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { trigger, getFieldState, formState } = form;

  // A language switch rewrites the form's own messages; the server's keep the language they came in.
  useEffect(() => {
    const names = Object.keys(formState.errors).filter(
      (name) => getFieldState(name as Path<V>).error?.type !== SERVER_ERROR,
    );
    if (names.length > 0) void trigger(names as Path<V>[]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a language change re-checks
  }, [language]);

  return form;
}
