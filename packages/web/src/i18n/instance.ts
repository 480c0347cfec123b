import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bayan/shared';
import { initReactI18next } from 'react-i18next';
import { readStored } from '../lib/storage';
import { catalogueBackend } from './catalogue-backend';
import { COMMON } from './common-catalogue';
import { createAppI18n } from './create-app-i18n';

/** The language the visitor chose (`lang` in storage, spec §1), if they ever did. */
export function chosenLanguage(): Language | null {
  const stored = readStored('lang');
  return isLanguage(stored) ? stored : null;
}

/**
 * The browser's one i18next, react-i18next's (`initReactI18next`), with the shell's `common` words
 * from the start. i18n.ts (imported first by main.tsx) adds the features' bundled namespaces and
 * follows its language; pages fetch theirs through its backend (add-catalogues.ts). Apart from i18n.ts, and without the
 * features' catalogues (resources.ts reads the registered features), so that the features' modules
 * can reach it without an import cycle.
 */
const i18n = createAppI18n(
  chosenLanguage() ?? DEFAULT_LANGUAGE,
  { ar: { common: COMMON.ar }, en: { common: COMMON.en } },
  [initReactI18next, catalogueBackend],
);

export default i18n;
