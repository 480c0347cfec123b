import type { Resources } from './resources';

/** A namespace, bundled or loaded later; Arabic is the reference catalogue (resources.ts). */
export type Namespace = keyof Resources & string;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/**
 * Every key of a catalogue: its sentences, plural forms folded into their base key (the count
 * picks the form), and its branches (for `returnObjects`). A key missing from Arabic is a type error.
 */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? Base<K> : K | `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

/** The catalogue value at a dotted key. */
type At<T, K extends string> = K extends keyof T
  ? T[K]
  : K extends `${infer H}.${infer R}`
    ? H extends keyof T
      ? At<T[H], R>
      : never
    : never;

/** Any namespace's key behind its name (`common:save`). */
type Prefixed = { [N in Namespace]: `${N}:${KeyOf<Resources[N]>}` }[Namespace];

type Root<N extends Namespace, P extends string | undefined> = P extends string ? At<Resources[N], P> : Resources[N];

/** The keys a translation function takes: its namespace's (under its key prefix), or any prefixed one. */
export type TKey<N extends Namespace, P extends string | undefined = undefined> = KeyOf<Root<N, P>> | Prefixed;

type ValueOf<N extends Namespace, P extends string | undefined, K extends string> = K extends `${infer M}:${infer R}`
  ? M extends Namespace
    ? At<Resources[M], R>
    : never
  : At<Root<N, P>, K>;

/** The options of a translation: i18next's names; every other entry is a `{{value}}`. */
export interface TOptions {
  /**
   * A number picks the plural form (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`) and fills
   * `{{count}}`; a string (digits already formatted) only fills it, as in i18next.
   */
  count?: number | string;
  /** This call's language instead of the current one. */
  lng?: string;
  /** This call's namespace instead of the function's. */
  ns?: Namespace;
  /** What a key found in no language gives instead of the key itself. */
  defaultValue?: string;
  /** Gives a branch of the catalogue as an object. */
  returnObjects?: boolean;
  [value: string]: unknown;
}

/** A translation function bound to a namespace (and key prefix), typed against the catalogues. */
export interface TFunction<N extends Namespace = 'common', P extends string | undefined = undefined> {
  <K extends TKey<N, P>>(key: K, options: TOptions & { returnObjects: true }): ValueOf<N, P, K>;
  <M extends Namespace>(key: KeyOf<Resources[M]>, options: TOptions & { ns: M }): string;
  (key: TKey<N, P>, options?: TOptions): string;
}
