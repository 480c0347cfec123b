import { hasPdfName, normalisePdfNames } from './pdf-names.js';
import { inflateStream, pdfParts, type PdfStream } from './pdf-streams.js';

/**
 * Names that make a PDF active: scripts (also the JavaScript of an /OpenAction or /AA), embedded
 * files, launching programs, Flash/media and XFA forms. A document carrying any is refused.
 */
const ACTIVE_NAMES = ['JavaScript', 'JS', 'EmbeddedFiles?', 'Launch', 'RichMedia', 'XFA'] as const;

/** At most this much inflated data is read from one document; beyond it, it is refused. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Binary streams, which cannot hold objects and whose random bytes could spell `/JS` by chance:
 * images, font programs and cross-reference streams. An object stream is never one of them.
 */
const BINARY = /\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType)\b|\/Length[123]\b|\/Type\s*\/XRef\b/;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b/;
const FLATE_ONLY = /\/Filter\s*(?:\/FlateDecode|\[\s*\/FlateDecode\s*\])(?![^\s()<>[\]{}/%])/;
const ANY_FILTER = /\/Filter\b/;

/**
 * Whether a PDF is passive: none of ACTIVE_NAMES in its object syntax or in any stream it holds
 * (inflated when FlateDecode, as object streams hide whole objects there), names read with their
 * `#xx` escapes undone, and nothing that cannot be checked: an encrypted document, or an object
 * stream that is not plain FlateDecode (another filter, a predictor) or does not inflate.
 */
export function isPassivePdf(bytes: Buffer): boolean {
  const { syntax, streams } = pdfParts(bytes);
  const objectSyntax = normalisePdfNames(syntax);
  if (hasPdfName(objectSyntax, [...ACTIVE_NAMES, 'Encrypt'])) return false;
  let budget = MAX_INFLATED_BYTES;
  try {
    for (const stream of streams) {
      const content = readableContent(stream, budget);
      if (content === undefined) continue;
      if (content === null) return false;
      budget -= content.length;
      if (hasPdfName(normalisePdfNames(content.toString('latin1')), ACTIVE_NAMES)) return false;
    }
  } catch {
    return false; // more inflated data than MAX_INFLATED_BYTES
  }
  return true;
}

/**
 * The bytes of a stream to scan; undefined for a stream that is skipped (binary, or filtered in
 * a way other than FlateDecode); null for an object stream that cannot be read.
 */
function readableContent(stream: PdfStream, budget: number): Buffer | null | undefined {
  const dictionary = normalisePdfNames(stream.dictionary);
  const isObjectStream = OBJECT_STREAM.test(dictionary);
  if (!isObjectStream && BINARY.test(dictionary)) return undefined;
  if (!ANY_FILTER.test(dictionary)) return stream.data;
  const flate = FLATE_ONLY.test(dictionary);
  if (isObjectStream && (!flate || /\/DecodeParms\b/.test(dictionary))) return null;
  if (!flate) return undefined;
  const inflated = inflateStream(stream.data, budget);
  return inflated ?? (isObjectStream ? null : undefined);
}
