import type { TFunction } from './types';

/**
 * The catalogue keys are types: `npm run typecheck` fails on a line below marked @ts-expect-error
 * if it is not an error (a key missing from the Arabic catalogue, a plural form named directly),
 * and on any other line if a real key is refused. Never called; compiled only.
 */
export function typedKeys(
  t: TFunction<'auth'>,
  names: TFunction<'names'>,
  verify: TFunction<'endowmentsSigning', 'verify'>,
) {
  const said: string[] = [t('register.title'), t('common:yes'), t('title', { ns: 'dashboard' })];
  // @ts-expect-error not a key of the auth namespace
  said.push(t('register.noSuchKey'));
  // @ts-expect-error not a key of the common namespace
  said.push(t('common:noSuchKey'));
  // @ts-expect-error not a namespace
  said.push(t('nowhere:title'));
  said.push(names('list.results', { count: 2 }));
  // @ts-expect-error a plural form is reached through its base key
  said.push(names('list.results_two'));
  const fields: { email: string } = t('fields', { returnObjects: true });
  said.push(fields.email, verify('title'));
  return said;
}
