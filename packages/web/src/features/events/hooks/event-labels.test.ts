import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITIES, LANGUAGES } from '@bayan/shared';

type Tree = { [key: string]: string | Tree };
const CATALOGUES = import.meta.glob<Tree>('../../../i18n/locales/*/events.json', { eager: true, import: 'default' });

/** The string at a dotted key (`actions.auth.login`), or undefined. */
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

describe('the events screen labels', () => {
  for (const language of LANGUAGES) {
    const catalogue = CATALOGUES[`../../../i18n/locales/${language}/events.json`]!;

    it(`name every shared audit action and entity in ${language}`, () => {
      const missing = [
        ...AUDIT_ACTION_NAMES.map((action) => `actions.${action}`),
        ...AUDIT_ENTITIES.map((entity) => `entities.${entity}`),
      ].filter((key) => typeof lookup(catalogue, key) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
