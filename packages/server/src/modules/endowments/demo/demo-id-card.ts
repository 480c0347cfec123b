import { safeFileName } from '../../../lib/files/file-name.js';
import { sniffFileType } from '../../../lib/files/file-type.js';
import type { UploadedFile } from '../../../lib/http/multipart-form.js';
import { imageLibrary } from '../../../lib/files/image-content.js';
import { checkedContent } from '../../../lib/files/upload-content.js';

/** An ID card's shape (85.6 × 54 mm) at a small size: a plain card with a photo box and lines, no text. */
const CARD = { width: 428, height: 270 };
const FACE = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
  <rect x="0" y="0" width="428" height="44" fill="#0b6e4f"/>
  <rect x="24" y="68" width="110" height="140" rx="6" fill="#c9d6cf"/>
  <rect x="156" y="76" width="220" height="14" rx="4" fill="#8fa69a"/>
  <rect x="156" y="110" width="180" height="14" rx="4" fill="#8fa69a"/>
  <rect x="156" y="144" width="200" height="14" rx="4" fill="#8fa69a"/>
  <rect x="156" y="178" width="140" height="14" rx="4" fill="#8fa69a"/>
  <rect x="0" y="246" width="428" height="24" fill="#0b6e4f"/>
</svg>`;

/**
 * A demo ID card scan, made here (a real PNG, no file in the repository), passed through the same
 * content check as an upload (sniffed by its first bytes, decoded and encoded again), so the demo
 * attachment is what the attachments route would have stored.
 */
export async function demoIdCard(): Promise<UploadedFile> {
  const sharp = await imageLibrary();
  const png = await sharp({ create: { ...CARD, channels: 3, background: '#f4f1e8' } })
    .composite([{ input: Buffer.from(FACE) }])
    .png()
    .toBuffer();
  const type = sniffFileType(png);
  const bytes = type && (await checkedContent(png, type));
  if (!type || !bytes) throw new Error('the demo ID card did not pass the upload content check');
  return { bytes, type, name: safeFileName('بطاقة-الهوية.png', type) };
}
