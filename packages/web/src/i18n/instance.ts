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
 * from the start. i18n.ts (imported first by main.tsx) follows its language, app/resources.ts
 * (imported right after) adds the features' bundled namespaces, and pages fetch theirs through its
 * backend (add-catalogues.ts). Nothing here knows the features: they reach it without an import cycle.
 */
const i18n = createAppI18n(
  chosenLanguage() ?? DEFAULT_LANGUAGE,
  { ar: { common: COMMON.ar }, en: { common: COMMON.en } },
  [initReactI18next, catalogueBackend],
);

export default i18n;
