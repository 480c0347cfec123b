import { describe, expect, it } from 'vitest';
import { stringsOf } from './catalogue-strings';

/** Every catalogue, both languages, by file. */
const CATALOGUES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

/**
 * Issue 32, finding 1: a middle dot beside a number reads as an Arabic zero ("٢ · ديسمبر" as
 * "٢٠ ديسمبر"). No sentence puts one beside a value it fills in or a digit; lists use commas.
 */
describe('the middle dot', () => {
  it('never sits beside a filled-in value or a digit', () => {
    const beside = /·\s*(\{\{|[\d\u0660-\u0669])|(\}\}|[\d\u0660-\u0669])\s*·/;
    const found = Object.entries(CATALOGUES)
      .flatMap(([file, catalogue]) => stringsOf(catalogue, file))
      .filter(([, text]) => beside.test(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
  });
});
