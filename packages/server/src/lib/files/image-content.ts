import type { SniffedType } from './file-type.js';

/**
 * The largest image accepted, in pixels (6000 × 6000). Checked from the header before decoding,
 * so a small file that claims huge dimensions (a decompression bomb) costs nothing.
 */
export const MAX_IMAGE_PIXELS = 36_000_000;
const DECODE_SECONDS = 10;

type ImageType = Exclude<SniffedType, 'application/pdf'>;

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex'); // the IEND chunk
const JPEG_END = Buffer.from('ffd9', 'hex'); // EOI

/**
 * sharp (libvips), loaded with the first image rather than at the server's start: a tenth of a
 * second and libvips' memory that a process serving no upload never needs (issue 33).
 */
const loadSharp = async () => {
  const { default: sharp } = await import('sharp');
  // Uploads are decoded once: libvips' operation cache would only keep their pixels in memory.
  sharp.cache(false);
  return sharp;
};
let sharpModule: ReturnType<typeof loadSharp> | undefined;
export const imageLibrary = () => (sharpModule ??= loadSharp());

/**
 * The image decoded in full as the type its first bytes claim and encoded again, or null when it
 * does not decode cleanly: a broken or truncated image, bytes other than NUL padding after its end
 * marker (a polyglot: an image with an archive, a PDF or a page appended), or more than
 * MAX_IMAGE_PIXELS pixels.
 * The new file keeps the type, is turned upright by its EXIF orientation and carries no
 * metadata (EXIF, GPS position, comments, embedded profiles or extra chunks are dropped).
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  const format = FORMATS[type];
  if (!(type === 'image/webp' ? isWholeRiff(bytes) : endsWith(bytes, type === 'image/png' ? PNG_END : JPEG_END)))
    return null;
  const sharp = await imageLibrary();
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
    const { format: decodedAs } = await image.metadata();
    if (decodedAs !== format) return null;
    const encoded =
      format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality: 90 }) : image.jpeg({ quality: 90 });
    return await encoded.timeout({ seconds: DECODE_SECONDS }).toBuffer();
  } catch {
    // libvips' refusals (corrupt data, pixel limit, timeout) are all the uploader's bad file.
    return null;
  }
}

/**
 * Whether a RIFF file (WebP) is exactly as long as its header says (with the pad byte an odd
 * length takes): WebP has no end marker, so this is what refuses bytes appended after it.
 */
function isWholeRiff(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const size = bytes.readUInt32LE(4) + 8;
  return bytes.length === size || (size % 2 === 1 && bytes.length === size + 1);
}

/** Whether the bytes end with `end`, after any NUL padding (some scanners pad their files). */
function endsWith(bytes: Buffer, end: Buffer): boolean {
  let last = bytes.length;
  while (last > 0 && bytes[last - 1] === 0) last -= 1;
  return last >= end.length && bytes.subarray(last - end.length, last).equals(end);
}
