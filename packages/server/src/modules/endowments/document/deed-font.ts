import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The document's Arabic font, embedded: Amiri (SIL OFL 1.1, @fontsource/amiri), a classical Naskh,
 * in the two weights the document uses (400 text, 700 headings), each as its Arabic subset and its
 * Latin subset (IBANs, e-mails, the hash), inlined as base64 woff2 so that the HTML needs no network
 * and Chromium embeds the same font in every PDF (waqf notes §10.6). Amiri rather than
 * @fontsource's Noto Naskh Arabic: with the latter, pdftotext (and so search and copy in a PDF
 * reader) read words broken by spaces («الف ق رة»); Amiri's text reads back whole.
 */

export const DEED_FONT_FAMILY = 'Amiri';

const require = createRequire(import.meta.url);

/** The unicode ranges of @fontsource's subsets (its index.css), so a glyph is taken from the right file. */
const SUBSETS = {
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;
const WEIGHTS = [400, 700] as const;

let css: string | undefined;

function fontFace(subset: keyof typeof SUBSETS, weight: number): string {
  const file = require.resolve(`@fontsource/amiri/files/amiri-${subset}-${weight}-normal.woff2`);
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'${DEED_FONT_FAMILY}';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${SUBSETS[subset]};}`;
}

/** The @font-face rules with the font data inline (read once, then kept). */
export function deedFontCss(): string {
  css ??= WEIGHTS.flatMap((weight) =>
    (Object.keys(SUBSETS) as (keyof typeof SUBSETS)[]).map((s) => fontFace(s, weight)),
  ).join('\n');
  return css;
}
