import type { TFunction } from 'i18next';

/**
 * The catalogue keys are types (i18next.d.ts): `npm run typecheck` fails on a line below marked
 * @ts-expect-error if it is not an error (a key missing from the Arabic catalogue), and on any
 * other line if a real key is refused. Never called; compiled only. i18next's types take any
 * `count` here: a count is a number, the digits the reader sees a value of their own (`formatted`).
 */
export function typedKeys(
  t: TFunction<['auth', 'common']>,
  names: TFunction<'names'>,
  verify: TFunction<'endowmentsSigning', 'verify'>,
) {
  const said: string[] = [t('register.title'), t('common:yes'), t('title', { ns: 'dashboard' })];
  // @ts-expect-error not a key of the auth namespace
  said.push(t('register.noSuchKey'));
  // @ts-expect-error not a key of the common namespace
  said.push(t('common:noSuchKey'));
  // @ts-expect-error a namespace the function was not given
  said.push(names('common:yes'));
  // @ts-expect-error not a namespace
  said.push(t('nowhere:title'));
  // @ts-expect-error not a key of the dashboard namespace
  said.push(t('noSuchKey', { ns: 'dashboard' }));
  // A plural is reached through its base key, the count picks the form (i18next also takes a form by name).
  said.push(names('list.results', { count: 2, formatted: '٢' }));
  const fields: { email: string } = t('fields', { returnObjects: true });
  // @ts-expect-error a branch is an object, not a sentence
  said.push(t('fields'));
  said.push(fields.email, verify('title'));
  return said;
}
