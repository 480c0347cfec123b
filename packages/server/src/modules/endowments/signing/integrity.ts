import { snapshotHash } from '@bayan/shared';
import type { SignatureRow } from './signing.table.js';

/**
 * Whether a version still holds: its snapshot text hashes to the stored hash, and every signature is
 * SIGNED over that very hash. Any change of the text (one character of one field) changes the hash,
 * and the signatures no longer count.
 */
export async function signaturesHold(
  snapshotText: string,
  storedHash: string,
  signatures: readonly Pick<SignatureRow, 'state' | 'signedHash'>[],
): Promise<boolean> {
  const hash = await snapshotHash(snapshotText);
  return (
    hash === storedHash &&
    signatures.length > 0 &&
    signatures.every((s) => s.state === 'SIGNED' && s.signedHash === hash)
  );
}
