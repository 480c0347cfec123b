import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import type { CatalogueLoader } from '../i18n/add-catalogues';
import { pageNamespaceLoaders, resources, shellNamespaceLoaders } from './resources';

/** The namespaces shared components bring with them (the list toolbar's words, the dual date field's, the map picker's, the address block's). */
const COMPONENT_NAMESPACES = async () => ({
  ...(await import('../components/data-table/lists-catalogue')).LISTS_NAMESPACE,
  ...(await import('../components/form/dual-date/dual-date-catalogue')).DUAL_DATE_NAMESPACE,
  ...(await import('../components/map-picker/map-picker-catalogue')).MAP_PICKER_NAMESPACE,
  ...(await import('../components/national-address/address-catalogue')).ADDRESS_NAMESPACE,
});

/** The namespaces the given catalogue scripts hold, merged, in one language. */
async function catalogues(loaders: readonly CatalogueLoader[], language: 'ar' | 'en') {
  const loaded = await Promise.all(loaders.map(({ load }) => load()));
  return Object.fromEntries(
    loaded.flatMap((module) => Object.entries(module.default).map(([name, catalogue]) => [name, catalogue[language]])),
  );
}

/** Every catalogue file, by its path: ../i18n/locales/<language>/<namespace>.json. */
const FILES = import.meta.glob<object>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

describe('the i18n resources, from the registered features', () => {
  it('load every catalogue file, bundled, with the shell, with a page or with a component, each under its own namespace and language', async () => {
    const shell = {
      ar: await catalogues(shellNamespaceLoaders(), 'ar'),
      en: await catalogues(shellNamespaceLoaders(), 'en'),
    };
    const components = await COMPONENT_NAMESPACES();
    const pages = {
      ar: await catalogues(pageNamespaceLoaders(), 'ar'),
      en: await catalogues(pageNamespaceLoaders(), 'en'),
    };
    const loaded = Object.entries(resources).flatMap(([language, namespaces]) =>
      Object.entries({
        ...namespaces,
        ...shell[language as keyof typeof shell],
        ...pages[language as keyof typeof pages],
        ...Object.fromEntries(
          Object.entries(components).map(([name, catalogue]) => [name, catalogue[language as 'ar' | 'en']]),
        ),
      }).map(([name, catalogue]) => [`../i18n/locales/${language}/${name}.json`, catalogue]),
    );
    // Each file whole, plus the shared words for coded values (roles, statuses, genders, yes/no).
    expect(Object.keys(Object.fromEntries(loaded)).sort()).toEqual(Object.keys(FILES).sort());
    expect(Object.fromEntries(loaded)).toMatchObject(FILES);
  });

  it('name, for i18next to ask for them, exactly the namespaces each catalogue script holds', async () => {
    for (const { namespaces, load } of [...shellNamespaceLoaders(), ...pageNamespaceLoaders()])
      expect([...namespaces].sort()).toEqual(Object.keys((await load()).default).sort());
  });

  it('give each namespace to one owner only (the shell owns common)', async () => {
    const shell = await Promise.all(shellNamespaceLoaders().map(async ({ load }) => (await load()).default));
    const pages = await Promise.all(pageNamespaceLoaders().map(async ({ load }) => (await load()).default));
    const names = [
      'common',
      ...Object.keys(await COMPONENT_NAMESPACES()),
      ...FEATURES.flatMap((feature) => Object.keys(feature.namespaces ?? {})),
      ...[...shell, ...pages].flatMap((namespaces) => Object.keys(namespaces)),
    ];
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
