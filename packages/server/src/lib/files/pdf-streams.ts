import { inflateSync, constants } from 'node:zlib';

/** A stream of a PDF: its dictionary (names normalised by the caller) and its raw data. */
export interface PdfStream {
  dictionary: string;
  data: Buffer;
}

export interface PdfParts {
  /** The file as latin1 text with the data of every stream blanked: the object syntax only. */
  syntax: string;
  streams: PdfStream[];
}

const STREAM = /(?<=[\s>])stream(?:\r\n|\n|\r)/g;
const DIRECT_LENGTH = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/;

/**
 * Splits a PDF into its object syntax and its streams, reading the raw bytes the way a lenient
 * reader does: a stream's data is its direct /Length when that ends at `endstream`, otherwise
 * everything up to the next `endstream`.
 */
export function pdfParts(bytes: Buffer): PdfParts {
  const text = bytes.toString('latin1');
  const streams: PdfStream[] = [];
  const syntax: string[] = [];
  let copied = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    if (start <= copied) continue; // `stream` inside a stream's own data
    const dictionary = text.slice(Math.max(copied, text.lastIndexOf('obj', match.index)), match.index);
    const end = streamEnd(text, start, dictionary);
    syntax.push(text.slice(copied, start));
    streams.push({ dictionary, data: bytes.subarray(start, end) });
    copied = end;
  }
  syntax.push(text.slice(copied));
  return { syntax: syntax.join(' '), streams };
}

function streamEnd(text: string, start: number, dictionary: string): number {
  const length = DIRECT_LENGTH.exec(dictionary);
  if (length) {
    const end = start + Number(length[1]);
    if (/^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const next = text.indexOf('endstream', start);
  return next === -1 ? text.length : next;
}

/**
 * A FlateDecode stream's data inflated, at most `maxBytes` of it: a truncated stream gives what
 * it holds, like a reader would show; data that is not zlib gives null; more than `maxBytes`
 * (a deflate bomb) throws a RangeError.
 */
export function inflateStream(data: Buffer, maxBytes: number): Buffer | null {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, maxBytes), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if (error instanceof RangeError) throw error;
    return null;
  }
}
