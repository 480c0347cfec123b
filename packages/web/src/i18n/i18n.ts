import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@bayan/shared';
import { writeStored } from '../lib/storage';
import { addResources, loadCatalogues } from './add-catalogues';
import i18n from './instance';
import { writeLanguageCookie } from './language-cookie';
import { resources, shellNamespaceLoaders } from '../app/resources';

export { chosenLanguage } from './instance';

// The bundled catalogues, before the first render: no request stands between the first paint and translated text.
addResources(resources);

/** Remembers the visitor's choice: from then on the site's default language no longer applies. */
export function chooseLanguage(language: Language): void {
  writeStored('lang', language);
  writeLanguageCookie(language);
  void i18n.changeLanguage(language);
}

/** The document, the direction and (through React) the theme follow every language change. */
function applyLanguage(lng: string): void {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const direction = directionOf(language);
  if (typeof document === 'undefined') return; // the server rendering: the page's <html> says it
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  // Written for the spec's client-state list; never read back: direction comes from the language.
  writeStored('direction', direction);
}

i18n.on('languageChanged', applyLanguage);
applyLanguage(i18n.language);

/**
 * Fetches the dashboard's own namespaces (issue 14: the public pages never fetch them); the router
 * awaits it with the shell's script. Through i18next (add-catalogues.ts): once, a failed read tried again.
 */
export function loadShellNamespaces(): Promise<void> {
  return Promise.all(shellNamespaceLoaders().map(loadCatalogues)).then(() => undefined);
}

export default i18n;
