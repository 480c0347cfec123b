import { describe, expect, it } from 'vitest';
import * as shared from '@bayan/shared';

/**
 * The digit policy of the Arabic pages (issue 15): an Arabic text writes its numbers in
 * Arabic-Indic digits (٠–٩), a number it interpolates goes through the page's formatter, and a
 * left-to-right value (a day typed as YYYY-MM-DD, a phone number, an email) is wrapped so that it
 * keeps its order inside the right-to-left sentence: in a web catalogue as `<ltr>…</ltr>` (rendered
 * as <bdi dir="ltr"> by <Trans>), in plain text (server messages, placeholders) between the Unicode
 * isolates U+2066 … U+2069. Only inside such a wrapping may a Latin digit appear.
 */

/** Every Arabic catalogue of the web, by its path. */
const CATALOGUES = import.meta.glob<Tree>('./locales/ar/*.json', { eager: true, import: 'default' });
type Tree = { [key: string]: string | Tree };

const WRAPPED = /<ltr>[^<]*<\/ltr>|\u2066[^\u2069]*\u2069/g;
/** What reads left to right and so must be wrapped: a day, a long number (a phone), an email. */
const LTR_VALUE = /[0-9٠-٩]{4}-[0-9٠-٩]{2}-[0-9٠-٩]{2}|\+?[0-9٠-٩][0-9٠-٩ ]{6,}[0-9٠-٩]|\S+@\S+\.\S+/;

/** What breaks the policy in one Arabic text, or [] when it holds. */
export function digitProblems(text: string): string[] {
  const bare = text.replace(WRAPPED, '⟦⟧');
  const problems: string[] = [];
  for (const match of bare.matchAll(/[^\s]*[0-9][^\s]*/g)) problems.push(`Latin digits: ${match[0]}`);
  const ltr = LTR_VALUE.exec(bare);
  if (ltr) problems.push(`unwrapped left-to-right value: ${ltr[0]}`);
  return problems;
}

function catalogueTexts(tree: Tree, prefix: string, out: [string, string][] = []) {
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}.${key}`;
    if (typeof value === 'string') out.push([name, value]);
    else catalogueTexts(value, name, out);
  }
  return out;
}

/** Every `ar` text in the shared package's plain objects (error codes, field messages, labels, …). */
function sharedTexts(value: unknown, path: string, out: [string, string][] = [], seen = new Set<unknown>()) {
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null && !Array.isArray(value)) return out;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'ar' && typeof child === 'string') out.push([path, child]);
    else sharedTexts(child, `${path}.${key}`, out, seen);
  }
  return out;
}

describe('the digit policy', () => {
  it('reads a text as the policy does', () => {
    expect(digitProblems('أدخل ١٢ حرفاً، مثل <ltr>{{example}}</ltr>.')).toEqual([]);
    expect(digitProblems('مثل \u2066٠٥١٢٣٤٥٦٧٨\u2069')).toEqual([]);
    expect(digitProblems('مثل \u20661994-08-18\u2069')).toEqual([]);
    expect(digitProblems('كلمة المرور 12 حرفاً')).toEqual(['Latin digits: 12']);
    expect(digitProblems('مثل ٠٥١٢٣٤٥٦٧٨')).toEqual(['unwrapped left-to-right value: ٠٥١٢٣٤٥٦٧٨']);
    expect(digitProblems('مثل ١٩٩٤-٠٨-١٨')).toEqual(['unwrapped left-to-right value: ١٩٩٤-٠٨-١٨']);
    expect(digitProblems('الساعة ٠٩:٣٠ لمدة ٧ أيام')).toEqual([]);
  });

  const texts = [
    ...Object.entries(CATALOGUES).flatMap(([file, tree]) => catalogueTexts(tree, file.slice('./locales/'.length))),
    ...sharedTexts(shared, '@bayan/shared'),
  ];

  it('holds in every Arabic text of the web catalogues and the shared messages', () => {
    expect(texts.filter(([where]) => where.startsWith('ar/')).length).toBeGreaterThan(500);
    expect(texts.filter(([where]) => where.startsWith('@bayan/shared')).length).toBeGreaterThan(100);
    const broken = texts.flatMap(([where, text]) => digitProblems(text).map((problem) => `${where}: ${problem}`));
    expect(broken).toEqual([]);
  });
});
