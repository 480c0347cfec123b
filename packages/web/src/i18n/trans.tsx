import { Fragment, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Namespace, TFunction, TKey, TOptions } from './types';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A sentence's text with its named tags (`<ltr>…</ltr>`, `<br/>`) made into the given elements. */
export function withTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [whole, name = match[3] ?? '', inner] = match;
    const children = inner === undefined ? [] : withTags(inner, components);
    const element = components[name];
    const key = nodes.length;
    if (!isValidElement(element)) nodes.push(createElement(Fragment, { key }, ...children));
    else nodes.push(children.length > 0 ? cloneElement(element, { key }, ...children) : cloneElement(element, { key }));
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

interface TransProps<N extends Namespace, P extends string | undefined> {
  /** The component's translation function (its namespace and key prefix); else the `ns` namespace's. */
  t?: TFunction<N, P>;
  ns?: N;
  i18nKey: TKey<N, P>;
  values?: TOptions;
  /** The elements of the sentence's named tags: `{ ltr: <bdi dir="ltr" /> }` for `<ltr>{{phone}}</ltr>`. */
  components?: Record<string, ReactElement>;
}

/** A sentence with elements inside it (react-i18next's `<Trans>` with named components). */
export function Trans<N extends Namespace = 'common', P extends string | undefined = undefined>({
  t,
  ns,
  i18nKey,
  values,
  components = {},
}: TransProps<N, P>) {
  const own = useTranslation(ns).t;
  const translate = (t ?? own) as (key: string, options?: TOptions) => string;
  const text = translate(i18nKey, ns ? { ...values, ns } : values);
  return createElement(Fragment, null, ...withTags(text, components));
}
