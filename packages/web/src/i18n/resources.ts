import { FEATURES } from '../app/features';
import arCommon from './locales/ar/common.json';
import enCommon from './locales/en/common.json';

type Registered = NonNullable<(typeof FEATURES)[number]['namespaces']>;
/** The features' namespace maps merged into one (a union of maps turned into their intersection). */
type Merged<U> = (U extends unknown ? (map: U) => void : never) extends (map: infer M) => void ? M : never;
type Catalogues = { common: { ar: typeof arCommon; en: typeof enCommon } } & Merged<Registered>;
type InLanguage<L extends 'ar' | 'en'> = { [N in keyof Catalogues]: Catalogues[N][L] };

const CATALOGUES: Catalogues = Object.assign(
  { common: { ar: arCommon, en: enCommon } },
  ...FEATURES.map((feature) => feature.namespaces ?? {}),
);

function inLanguage<L extends 'ar' | 'en'>(language: L): InLanguage<L> {
  const entries = Object.entries(CATALOGUES).map(([name, catalogue]) => [name, catalogue[language]]);
  return Object.fromEntries(entries) as InLanguage<L>;
}

/**
 * Catalogues are bundled: no request stands between the first paint and translated text. The
 * shell's `common` namespace and every registered feature's, whether its module is on or not.
 */
export const resources = { ar: inLanguage('ar'), en: inLanguage('en') };

export type Namespace = keyof (typeof resources)['ar'];
export const NAMESPACES = Object.keys(resources.ar) as Namespace[];
