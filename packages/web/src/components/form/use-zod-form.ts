import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/use-language';
import { afterNextPaint } from '../../lib/after-next-paint';
import { SERVER_ERROR } from './apply-server-errors';
import type { FormCheck } from './zod-form-resolver';

/**
 * A form's schema, or a loader of it. A loader keeps zod, the resolver and their messages out of
 * the page's first load (issue 14: the login and sign-up pages): they are fetched when the browser
 * is idle after the first paint, and a submit before they arrive waits for them.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const loadResolver = () => import('./zod-form-resolver');

/**
 * A form checked by the shared zod schema the server validates with. Messages appear after the
 * first submit (every field at once, focus on the first), then follow each keystroke; `check`
 * adds rules the schema cannot express. The values are the inputs as typed (text, switches).
 */
export function useZodForm<V extends FieldValues, S extends z.ZodType>(
  schema: SchemaSource<S>,
  defaultValues: V,
  check?: FormCheck<V>,
) {
  const { language } = useLanguage();
  const loadSchema = async () => (typeof schema === 'function' ? schema() : schema);
  const resolver: Resolver<V, unknown, z.output<S>> = async (values, context, options) => {
    const [{ zodFormResolver }, loaded] = await Promise.all([loadResolver(), loadSchema()]);
    return zodFormResolver(loaded, language, check)(values, context, options);
  };
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { trigger, getFieldState, formState } = form;

  // The validation code arrives while the user reads the form, not on the first submit.
  const fetchCode = () => void Promise.all([loadResolver(), loadSchema()]).catch(() => undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  useEffect(() => afterNextPaint(fetchCode), []);

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
