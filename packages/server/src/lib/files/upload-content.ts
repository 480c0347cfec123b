import type { SniffedType } from './file-type.js';
import { reencodeImage } from './image-content.js';
import { isPassivePdf } from './pdf-content.js';

/**
 * The bytes to store for an upload whose first bytes said `type`, after checking all of it: an
 * image decoded as that type and encoded again without its metadata, a PDF as sent when it is
 * passive. Null when the content is not what its first bytes claim, or is unsafe to keep.
 */
export async function checkedContent(bytes: Buffer, type: SniffedType): Promise<Buffer | null> {
  if (type === 'application/pdf') return isPassivePdf(bytes) ? bytes : null;
  return reencodeImage(bytes, type);
}
