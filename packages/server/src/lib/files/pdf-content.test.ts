import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flateObject, objectStream, pdfOf, PLAIN_OBJECTS, streamObject } from '../../test/upload-fixtures.js';
import { isPassivePdf, MAX_INFLATED_BYTES } from './pdf-content.js';
import { normalisePdfNames } from './pdf-names.js';

const [catalog, ...rest] = PLAIN_OBJECTS;
/** The plain PDF with entries added to its catalog, and objects appended (numbered from 6). */
const withCatalog = (entries: string, ...extra: string[]) =>
  pdfOf([catalog!.replace('>>', `${entries} >>`), ...rest, ...extra]);
const jsAction = '<< /S /JavaScript /JS (app.alert(1)) >>';

describe('isPassivePdf', () => {
  it('passes a plain PDF, with names that only look alike', () => {
    expect(isPassivePdf(pdfOf())).toBe(true);
    expect(isPassivePdf(withCatalog('/OpenAction [3 0 R /Fit] /JSON (x) /Lang (ar)'))).toBe(true);
  });

  it.each([
    ['JavaScript in an /OpenAction', withCatalog(`/OpenAction ${jsAction}`)],
    ['a /JS entry of an additional action', withCatalog('/AA << /WC << /S /JavaScript /JS 6 0 R >> >>')],
    ['document-level JavaScript', withCatalog('/Names << /JavaScript 6 0 R >>', '<< /Names [(a) 7 0 R] >>')],
    ['embedded files', withCatalog('/Names << /EmbeddedFiles 6 0 R >>', '<< /Names [] >>')],
    ['an embedded file stream', pdfOf([...PLAIN_OBJECTS, streamObject('/Type /EmbeddedFile', 'MZ payload')])],
    ['a /Launch action', withCatalog('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    ['rich media', withCatalog('', '<< /Type /Annot /Subtype /RichMedia >>')],
    ['an XFA form', withCatalog('/AcroForm << /Fields [] /XFA 6 0 R >>', '<< >>')],
  ])('refuses %s', (_, pdf) => {
    expect(isPassivePdf(pdf)).toBe(false);
  });

  it('reads #xx escapes in names as a PDF reader does', () => {
    expect(normalisePdfNames('/J#61va#53cript (#61) /A#20B')).toBe('/JavaScript (#61) /A B');
    expect(isPassivePdf(withCatalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'))).toBe(false);
    expect(isPassivePdf(withCatalog('/Names << /Embedded#46iles 6 0 R >>', '<< >>'))).toBe(false);
  });

  it('refuses names hidden in an object stream or another FlateDecode stream', () => {
    const hidden = objectStream(7, [jsAction]);
    expect(hidden).not.toContain('JavaScript');
    expect(isPassivePdf(withCatalog('/OpenAction 7 0 R', hidden))).toBe(false);
    const escaped = objectStream(7, ['<< /S /J#61vaScript /J#53 (1) >>']);
    expect(isPassivePdf(withCatalog('/OpenAction 7 0 R', escaped))).toBe(false);
    expect(isPassivePdf(withCatalog('', flateObject('', '/Launch')))).toBe(false);
    expect(isPassivePdf(withCatalog('', objectStream(7, ['<< /Type /Page >>'])))).toBe(true);
    // With an indirect /Length the data runs to `endstream`.
    const indirect = hidden.replace(/\/Length \d+/, '/Length 12 0 R');
    expect(isPassivePdf(withCatalog('/OpenAction 7 0 R', indirect))).toBe(false);
  });

  it('refuses what it cannot read: encryption, an object stream filtered otherwise or broken', () => {
    expect(isPassivePdf(pdfOf(PLAIN_OBJECTS, '/Encrypt 9 0 R '))).toBe(false);
    const hex = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', '3c3c2f4a53>');
    expect(isPassivePdf(withCatalog('', hex))).toBe(false);
    const broken = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', 'not zlib at all');
    expect(isPassivePdf(withCatalog('', broken))).toBe(false);
  });

  it('refuses a deflate bomb rather than inflating it all', () => {
    const bomb = deflateSync(Buffer.alloc(MAX_INFLATED_BYTES + 1, 0x20), { level: 1 });
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024); // it fits an upload
    expect(isPassivePdf(withCatalog('', streamObject('/Type /ObjStm /N 0 /First 0 /Filter /FlateDecode', bomb)))).toBe(
      false,
    );
  });
});
