import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, isLanguage, type Language } from '@bayan/shared';
import { readStored, writeStored } from '../lib/storage';
import { resources, shellCatalogues } from './resources';

/** The language the visitor chose (`lang` in storage, spec §1), if they ever did. */
export function chosenLanguage(): Language | null {
  const stored = readStored('lang');
  return isLanguage(stored) ? stored : null;
}

/** Remembers the visitor's choice: from then on the site's default language no longer applies. */
export function chooseLanguage(language: Language): void {
  writeStored('lang', language);
  void i18n.changeLanguage(language);
}

/** The document, the direction and (through React) the theme follow every language change. */
function applyLanguage(lng: string): void {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const direction = directionOf(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  // Written for the spec's client-state list; never read back: direction comes from the language.
  writeStored('direction', direction);
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: chosenLanguage() ?? DEFAULT_LANGUAGE,
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
