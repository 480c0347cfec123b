import type { BackendModule, ReadCallback } from 'i18next';
import type { Catalogue } from '../lib/feature/feature';

/** A script of namespaces in both languages (a feature's `namespaces.ts`, `page-namespaces.ts`). */
export type CatalogueScript = () => Promise<{ default: Record<string, Catalogue<object>> }>;

/** Which script holds each namespace, as the scripts are first asked for (add-catalogues.ts). */
const scripts = new Map<string, CatalogueScript>();

/** Tells the backend where `namespaces` are: `load` holds them all (a namespace keeps its first script). */
export function registerCatalogues(namespaces: readonly string[], load: CatalogueScript): void {
  for (const namespace of namespaces) if (!scripts.has(namespace)) scripts.set(namespace, load);
}

/**
 * i18next's backend for the app's catalogue scripts: a read of one namespace in one language
 * fetches the script that holds it (the bundler fetches a script once, whatever the number of its
 * namespaces). i18next's backend connector decides when: at most `maxParallelReads` at once, and a
 * read that fails is tried again `maxRetries` times, `retryTimeout` after the failure and twice as
 * long each time after (create-app-i18n.ts: the spec's 10, 5 and 350 ms). A failure is reported
 * as one to try again (`true`), as i18next's HTTP backend reports a network failure; a namespace
 * no script holds as one not to.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = scripts.get(namespace);
    if (!load) {
      callback(new Error(`No catalogue script holds the namespace ${namespace}`), false);
      return;
    }
    load().then(
      (script) => callback(null, script.default[namespace]?.[language as keyof Catalogue<object>] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
