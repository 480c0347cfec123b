import { describe, expect, it } from 'vitest';
import { directionOf, pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,en;q=0.5,ar;q=0.8', 'ar'],
    ['fr, de', 'ar'],
    ['ar;q=0, en', 'en'],
  ])('%s → %s', (header, expected) => expect(pickLanguage(header)).toBe(expected));
});

describe('directionOf', () => {
  it('is ltr only for English', () => {
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('ar')).toBe('rtl');
  });
});
