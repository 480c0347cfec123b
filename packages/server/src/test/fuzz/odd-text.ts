import fc from 'fast-check';

/**
 * Text that has broken servers before: NUL (PostgreSQL text refuses it), lone UTF-16 surrogates
 * (not encodable as UTF-8), bidi controls, Arabic-Indic digits, BOM, zero-width joiners, emoji,
 * line breaks, prototype keys, SQL and template fragments.
 */
export const ODD_PIECES = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u200F',
  '\u202E',
  '\u200D',
  '\uFEFF',
  '١٢٣٤٥٦٧٨٩٠',
  '۱۲۳',
  '💥',
  '\r\n',
  '\t',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  '${7*7}',
  '%00',
  '\\',
  '"',
  'ـــ',
  'ﷲ',
] as const;

/** A string with one or more odd pieces spliced into ordinary text. */
export const oddText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 6 }), fc.array(fc.constantFrom(...ODD_PIECES), { minLength: 1, maxLength: 3 }))
  .map(([text, pieces]) => pieces.reduce((s, piece, i) => s.slice(0, i) + piece + s.slice(i), text));

/** Percent-encodes for a URL; lone surrogates become their (invalid) three-byte UTF-8 form, as a hostile client would send. */
export function encodeUrlPart(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}
