import { useMemo, useSyncExternalStore } from 'react';
import type { I18n } from './create-i18n';
import i18n from './instance';
import type { Namespace, TFunction } from './types';

type First<N> = N extends readonly [infer F, ...unknown[]] ? F : N extends readonly (infer E)[] ? E : N;

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('added', onChange);
  };
}

/**
 * A component's words (react-i18next's hook): `t` reads the first namespace (the others through
 * `ns:key`), under `keyPrefix` if given. The component renders again when the language changes
 * or one of its namespaces gains words (a page's catalogue arriving after its first paint).
 */
export function useTranslation<
  const N extends Namespace | readonly Namespace[] = 'common',
  P extends string | undefined = undefined,
>(ns?: N, options?: { keyPrefix?: P }): { t: TFunction<First<N> & Namespace, P>; i18n: I18n } {
  const namespaces: readonly string[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const names = namespaces.join();
  const keyPrefix = options?.keyPrefix;
  const snapshot = () => i18n.revision(namespaces);
  const revision = useSyncExternalStore(subscribe, snapshot, snapshot);
  const t = useMemo(
    () => i18n.getFixedT(null, names.split(',')[0] as Namespace, keyPrefix),
    // A new function when the words change, as react-i18next gives one: memos keyed on `t` recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, keyPrefix, revision],
  );
  return { t: t as never, i18n };
}
