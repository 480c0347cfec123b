import { interpolate } from './interpolate';
import { fill, find, type Tree } from './lookup';
import { pluralKeys } from './plural';
import type { Namespace, TFunction, TOptions } from './types';

type Event = 'languageChanged' | 'added';
type Listener = (language: string, namespace?: string) => void;

export interface I18nOptions {
  resources: Record<string, Record<string, object>>;
  lng: string;
  fallbackLng: string;
  supportedLngs: readonly string[];
  defaultNS: Namespace;
}

export interface I18n {
  /** The current language (an unsupported one asked for gives the fallback). */
  readonly language: string;
  /** The same, as i18next names it for the language the words come from. */
  readonly resolvedLanguage: string;
  /** The default namespace's words in the current language. */
  t: TFunction;
  /** A translation function for a language (null: the current one at each call) and namespace. */
  getFixedT<N extends Namespace = 'common', P extends string | undefined = undefined>(
    lng: string | null,
    ns?: N | readonly N[],
    keyPrefix?: P,
  ): TFunction<N, P>;
  changeLanguage(lng: string): Promise<TFunction>;
  /** Adds a namespace's words in a language, over any it already has (a shallow merge). */
  addResourceBundle(lng: string, ns: string, resources: object): I18n;
  on(event: Event, listener: Listener): void;
  off(event: Event, listener: Listener): void;
  /** Changes whenever the language changes or one of these namespaces gains words (React subscribes to it). */
  revision(namespaces: readonly string[]): string;
}

/**
 * An in-house replacement of the part of i18next the app uses (issue 14: i18next was ~14 KB of
 * every first load): i18next's key syntax (`ns:a.b`), JSON v4 plurals, `{{value}}` interpolation
 * without escaping, the fallback language then the key for a missing word.
 */
export function createI18n(options: I18nOptions): I18n {
  const store: Record<string, Record<string, Tree>> = {};
  const revisions: Record<string, number> = {};
  const listeners: Record<Event, Set<Listener>> = { languageChanged: new Set(), added: new Set() };
  const supported = (lng: string) => (options.supportedLngs.includes(lng) ? lng : options.fallbackLng);
  let language = supported(options.lng);

  function translate(
    key: string,
    values: TOptions = {},
    fixedLng: string | null,
    fixedNs: readonly string[],
    keyPrefix?: string,
  ): unknown {
    const lng = values.lng ?? fixedLng ?? language;
    const codes = lng === options.fallbackLng ? [lng] : [lng, options.fallbackLng];
    let name = key;
    let namespaces = values.ns ? [values.ns] : fixedNs;
    const colon = name.indexOf(':');
    if (colon > 0) {
      namespaces = [name.slice(0, colon)];
      name = name.slice(colon + 1);
    }
    if (keyPrefix) name = `${keyPrefix}.${name}`;
    const count = typeof values.count === 'number' ? values.count : undefined;
    for (const ns of namespaces) {
      for (const code of codes) {
        for (const candidate of count === undefined ? [name] : pluralKeys(name, count, code)) {
          const found = find(store[code]?.[ns], candidate);
          if (typeof found === 'string') return interpolate(found, values);
          if (values.returnObjects && found !== null && typeof found === 'object') return fill(found, values);
        }
      }
    }
    return values.defaultValue === undefined ? name : interpolate(values.defaultValue, values);
  }

  const i18n: I18n = {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      return language;
    },
    t: ((key: string, values?: TOptions) => translate(key, values, null, [options.defaultNS])) as TFunction,
    getFixedT(lng, ns, keyPrefix) {
      const namespaces = ns === undefined ? [options.defaultNS] : typeof ns === 'string' ? [ns] : ns;
      return ((key: string, values?: TOptions) => translate(key, values, lng, namespaces, keyPrefix)) as never;
    },
    changeLanguage(lng) {
      language = supported(lng);
      for (const listener of listeners.languageChanged) listener(language);
      return Promise.resolve(i18n.t);
    },
    addResourceBundle(lng, ns, resources) {
      const namespaces = (store[lng] ??= {});
      namespaces[ns] = { ...namespaces[ns], ...(resources as Tree) };
      revisions[ns] = (revisions[ns] ?? 0) + 1;
      for (const listener of listeners.added) listener(lng, ns);
      return i18n;
    },
    on(event, listener) {
      listeners[event].add(listener);
    },
    off(event, listener) {
      listeners[event].delete(listener);
    },
    revision(namespaces) {
      return `${language} ${namespaces.map((ns) => revisions[ns] ?? 0).join()}`;
    },
  };
  for (const [lng, namespaces] of Object.entries(options.resources)) {
    for (const [ns, words] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, words);
  }
  return i18n;
}
