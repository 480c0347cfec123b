import { describe, expect, it } from 'vitest';
import { failedTests } from './failed-tests.mjs';

// Vitest's output for a run with one failure, as a CI log keeps it (colours and all).
const output = [
  ' \u001b[31m❯\u001b[39m e2e/pages.test.ts (2 tests | 1 failed)',
  '',
  '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
  '',
  '\u001b[41m FAIL \u001b[49m  e2e  e2e/pages.test.ts > public pages > en: every page',
  'AssertionError: expected [ …(1) ] to deeply equal []',
  '',
  '- Expected',
  '+ Received',
  '',
  '+ [',
  '+   "/promotions (en, 375 px): warning: A tree hydrated but some attributes did not match",',
  '+ ]',
  '',
  ' ❯ e2e/pages.test.ts:120:24',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
  '',
  ' Test Files  1 failed (1)',
].join('\n');

describe('failedTests', () => {
  it('names each failed test with the first lines of why, without colours or blank lines', () => {
    expect(failedTests(output)).toEqual([
      'FAIL   e2e  e2e/pages.test.ts > public pages > en: every page',
      '  AssertionError: expected [ …(1) ] to deeply equal []',
      '  - Expected',
      '  + Received',
      '  + [',
      '  +   "/promotions (en, 375 px): warning: A tree hydrated but some attributes did not match",',
      '  + ]',
      '  ❯ e2e/pages.test.ts:120:24',
    ]);
  });

  it('keeps a long why to its first twelve lines and each line to 240 characters', () => {
    const long = [
      'FAIL  e2e  a.test.ts > t',
      `Error: ${'x'.repeat(400)}`,
      ...Array.from({ length: 30 }, (_, i) => `+ ${i}`),
    ];
    const [name, ...why] = failedTests(long.join('\n'));
    expect(name).toBe('FAIL  e2e  a.test.ts > t');
    expect(why).toHaveLength(12);
    expect(why[0]).toHaveLength(2 + 240);
  });

  it('names a test once, with the longest why it was printed with', () => {
    const twice = ['FAIL  e2e  a.test.ts > t', '', 'FAIL  e2e  a.test.ts > t', 'Error: boom'].join('\n');
    expect(failedTests(twice)).toEqual(['FAIL  e2e  a.test.ts > t', '  Error: boom']);
  });

  it('finds nothing in a run that passed', () => {
    expect(failedTests(' Test Files  3 passed (3)\n      Tests  9 passed (9)')).toEqual([]);
  });
});
