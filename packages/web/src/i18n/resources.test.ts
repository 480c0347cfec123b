import { describe, expect, it } from 'vitest';
import { FEATURES } from '../app/features';
import { resources, shellCatalogues } from './resources';

/** Every catalogue file, by its path: ./locales/<language>/<namespace>.json. */
const FILES = import.meta.glob<object>('./locales/*/*.json', { eager: true, import: 'default' });

describe('the i18n resources, from the registered features', () => {
  it('load every catalogue file, bundled or with the shell, each under its own namespace and language', async () => {
    const shell = await shellCatalogues();
    const loaded = Object.entries(resources).flatMap(([language, namespaces]) =>
      Object.entries({ ...namespaces, ...shell[language as keyof typeof shell] }).map(([name, catalogue]) => [
        `./locales/${language}/${name}.json`,
        catalogue,
      ]),
    );
    // Each file whole, plus the shared words for coded values (roles, statuses, genders, yes/no).
    expect(Object.keys(Object.fromEntries(loaded)).sort()).toEqual(Object.keys(FILES).sort());
    expect(Object.fromEntries(loaded)).toMatchObject(FILES);
  });

  it('give each namespace to one owner only (the shell owns common)', async () => {
    const shell = await Promise.all(
      FEATURES.map(async (feature) => (await feature.shellNamespaces?.())?.default ?? {}),
    );
    const names = [
      'common',
      ...FEATURES.flatMap((feature) => Object.keys(feature.namespaces ?? {})),
      ...shell.flatMap((namespaces) => Object.keys(namespaces)),
    ];
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
