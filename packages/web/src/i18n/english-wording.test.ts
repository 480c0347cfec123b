import { describe, expect, it } from 'vitest';
import { stringsOf } from './catalogue-strings';
import { ERRORS } from '@bayan/shared';

/** Every English catalogue, by file. */
const CATALOGUES = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' });

/** The web's catalogues and the server's error messages, which reach the same screens. */
const ALL = [
  ...Object.entries(CATALOGUES).flatMap(([file, catalogue]) => stringsOf(catalogue, file)),
  ...Object.entries(ERRORS).map(([code, { messages }]): [string, string] => [`errors.${code}`, messages.en]),
];
const matching = (pattern: RegExp) => ALL.filter(([, text]) => pattern.test(text)).map(([path]) => path);

/** English a user reads as meant (findings 2026-12 #15, #36). */
describe('English wording', () => {
  it('says "log in" (a verb) and "upcoming", never "Login to" or "Coming"', () => {
    expect(matching(/\bLogin to\b|\bto login\b/i)).toEqual([]);
    expect(matching(/\bComing\b|\bcoming appointment/)).toEqual([]);
  });

  it('speaks of available times, never of times or appointments that are "free" (of charge?)', () => {
    expect(matching(/\btimes? free\b|\bfree (appointments|time)\b/i)).toEqual([]);
  });

  it('calls a promotion an offer, as the Arabic does (العروض)', () => {
    expect(matching(/\bpromotions?\b/i)).toEqual([]);
  });
});
