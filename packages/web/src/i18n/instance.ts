import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@bayan/shared';
import { readStored } from '../lib/storage';
import { createI18n } from './create-i18n';

/** The language the visitor chose (`lang` in storage, spec §1), if they ever did. */
export function chosenLanguage(): Language | null {
  const stored = readStored('lang');
  return isLanguage(stored) ? stored : null;
}

/**
 * The app's one i18n, without words: i18n.ts (imported first by main.tsx) adds the bundled
 * catalogues and follows its language; pages add theirs (add-catalogues.ts). Apart from i18n.ts
 * so that the catalogues' features can use it without an import cycle.
 */
const i18n = createI18n({
  resources: {},
  lng: chosenLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  defaultNS: 'common',
});

export default i18n;
