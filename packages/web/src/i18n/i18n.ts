import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '@bayan/shared';
import { writeStored } from '../lib/storage';
import i18n from './instance';
import { writeLanguageCookie } from './language-cookie';

export { chosenLanguage } from './instance';

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

export default i18n;
