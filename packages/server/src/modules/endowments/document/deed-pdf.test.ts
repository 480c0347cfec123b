import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEED_OPTIONS, ORDINAL_HEADINGS, deedSnapshot } from '../../../test/deed-document-fixtures.js';
import { DeedPdfRenderer, deedDocumentPdf } from './deed-document.js';

/*
 * The PDF as Chromium prints it: Debian's chromium and poppler-utils (pdftotext, pdffonts,
 * pdftoppm), both installed by .ci/run. No database here, so it runs once, in server-pglite.
 * Page 1 is drawn to /tmp/waqf-document/page-1.png to be looked at.
 */

/** pdftotext's text without its direction marks and whitespace (it may space a word's glyph runs apart). */
const squeeze = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

describe.skipIf(process.env.TEST_DB === 'postgres')('the deed PDF (Chromium)', () => {
  const renderer = new DeedPdfRenderer();
  afterAll(() => renderer.close());

  it('holds the 18 headings in order, both dates and Arabic-Indic page numbers, with its font embedded', async () => {
    const pdf = await deedDocumentPdf(renderer, deedSnapshot(), DEED_OPTIONS);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'deed-pdf-')), 'deed.pdf');
    writeFileSync(file, pdf);

    const text = squeeze(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    // Each heading ends at its colon: «الفقرة الثانية» also begins «الفقرة الثانية عشرة».
    let from = 0;
    const positions = ORDINAL_HEADINGS.map((heading) => {
      const at = text.indexOf(`${squeeze(heading)}:`, from);
      from = Math.max(from, at);
      return at;
    });
    expect(positions.filter((at) => at < 0)).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).toContain('١٤٤٧/٠١/٠١هـالموافق٢٠٢٥/٠٦/٢٦م');
    expect(text).toMatch(/صفحة١من[٢-٩]/);
    // Paragraph 10's reward and paragraph 13's expense lines, from the snapshot.
    // pdftotext may put the percent sign before the number it follows: either order.
    expect(text).toMatch(/يستحقالناظرمكافأةقدرها(٥٪|٪٥)منغلةالوقف/);
    expect(text).toContain(squeeze('صيانة العقار وعمارته'));
    expect(text).toContain(squeeze('أتعاب المحاسب القانوني'));

    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    const embedded = fonts.split('\n').slice(2).filter(Boolean);
    expect(embedded.length).toBeGreaterThan(0);
    // Every font is the embedded Amiri: no glyph fell back to a system font.
    for (const line of embedded) expect(line).toMatch(/\+Amiri-(Regular|Bold)\s.*\syes\s+yes\s+yes\s/);

    mkdirSync('/tmp/waqf-document', { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      '/tmp/waqf-document/page-1',
    ]);
  });

  it('prints two PDFs at once with the same Chromium, each from its own options', async () => {
    const final = { ...DEED_OPTIONS, status: 'FINAL' as const, docNumber: 'WQF-1447-000123' };
    const [draft, signed] = await Promise.all([
      deedDocumentPdf(renderer, deedSnapshot(), DEED_OPTIONS),
      deedDocumentPdf(renderer, deedSnapshot(), final),
    ]);
    const textOf = (pdf: Buffer) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'deed-pdf-')), 'deed.pdf');
      writeFileSync(file, pdf);
      return squeeze(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    };
    // The number in Western digits, as it is typed into a search, its parts in their written order.
    expect(textOf(signed)).toContain('WQF-1447-000123');
    expect(textOf(draft)).not.toContain('WQF-');
  });
});
