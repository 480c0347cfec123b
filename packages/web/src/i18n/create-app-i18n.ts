import { createInstance, type i18n as I18n, type Module, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@bayan/shared';

/**
 * Spec §9: translation loading allows up to 10 parallel reads, 5 retries and a 350 ms retry delay,
 * i18next's own options for its backend connector (whose defaults they are): a failed read is tried
 * again 350 ms after the failure, each next retry waiting twice as long as the last.
 */
export const CATALOGUE_READS = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/**
 * An i18next instance of the app in `language`, with `resources` from the start (JSON v4 plurals,
 * `ns:key`, Arabic when a word is missing in English). The namespaces it does not start with come
 * through a backend module when one is given (`modules`): the browser's (instance.ts, with
 * react-i18next's module) reads them from the app's catalogue scripts (catalogue-backend.ts),
 * in both languages, as `CATALOGUE_READS` allows. A server can build one per request with every
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
    ns: ['common'],
    defaultNS: 'common',
    // What the backend reads comes on top of `resources`, in both languages.
    partialBundledLanguages: true,
    preload: [...LANGUAGES],
    ...CATALOGUE_READS,
    // The resources are here: initialised before init returns, so the first render has words.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: {
      // Nothing to wait for: a page's namespaces arrive with its script (lib/feature/lazy-page.ts), which suspends.
      useSuspense: false,
      // A component renders again when words are added: a namespace arriving after its first paint.
      bindI18nStore: 'added',
    },
  });
  return i18n;
}
