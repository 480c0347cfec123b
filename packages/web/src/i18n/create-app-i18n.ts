import { createInstance, type i18n as I18n, type Module, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@bayan/shared';

/**
 * An i18next instance of the app in `language`, with `resources` from the start (JSON v4 plurals,
 * `ns:key`, Arabic when a word is missing in English). Namespaces come with the app's scripts, not
 * from a backend: pages add theirs as they arrive (add-catalogues.ts). The browser has one
 * (instance.ts, with react-i18next's module); a server can build one per request with every
 * namespace and hand it to react-i18next's `I18nextProvider`.
 */
export function createAppI18n(language: Language, resources: Resource, modules: readonly Module[] = []): I18n {
  const i18n = createInstance();
  for (const module of modules) i18n.use(module);
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    defaultNS: 'common',
    // The resources are here: initialised before init returns, so the first render has words.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: {
      // Nothing to wait for: a page's namespaces arrive with its script (app/lazy-page.ts), which suspends.
      useSuspense: false,
      // A component renders again when words are added: a namespace arriving after its first paint.
      bindI18nStore: 'added',
    },
  });
  return i18n;
}
