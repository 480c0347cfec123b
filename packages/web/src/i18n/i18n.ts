import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, isLanguage, type Language } from '@bayan/shared';
import { readStored, writeStored } from '../lib/storage';
import { resources, shellCatalogues } from './resources';

/** Spec §1: `lang` in storage picks English only when it says so; anything else is Arabic. */
function storedLanguage(): Language {
  const stored = readStored('lang');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The document, the storage and (through React) the theme follow every language change. */
function applyLanguage(lng: string): void {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const direction = directionOf(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  writeStored('lang', language);
  // Written for the spec's client-state list; never read back: direction comes from the language.
  writeStored('direction', direction);
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: Object.keys(resources.ar),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

let shell: Promise<void> | undefined;

/**
 * Adds the dashboard's own namespaces (issue 14: the public pages never fetch them); the router
 * awaits it with the shell's script. Once: a failed fetch may be tried again.
 */
export function loadShellNamespaces(): Promise<void> {
  shell ??= shellCatalogues().then(
    (catalogues) => {
      for (const [language, namespaces] of Object.entries(catalogues)) {
        for (const [namespace, catalogue] of Object.entries(namespaces)) {
          i18n.addResourceBundle(language, namespace, catalogue);
        }
      }
    },
    (error: unknown) => {
      shell = undefined;
      throw error;
    },
  );
  return shell;
}

export default i18n;
