// In the jsdom project (a .tsx): the message catalogue (i18n) needs a document.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './issue-message';

const patternIssue = () => {
  const result = z
    .string()
    .regex(/^[a-z]{3}$/)
    .safeParse('NOPE!');
  if (result.success) throw new Error('the pattern let the value through');
  return { ...result.error.issues[0]!, input: 'NOPE!' } as unknown as z.core.$ZodRawIssue;
};

it('words a pattern the schema left unnamed as a plain sentence, never the regular expression', () => {
  expect(issueMessage(patternIssue(), 'ar')).toBe('صيغة القيمة غير صحيحة.');
  expect(issueMessage(patternIssue(), 'en')).toBe('The value is not in the expected format.');
});
