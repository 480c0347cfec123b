import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The stream's bytes regrouped into pieces of `size` (the last one shorter), without holding more than one. */
export async function* chunksOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    pending.push(piece);
    length += piece.length;
    while (length >= size) {
      const whole = Buffer.concat(pending, length);
      yield whole.subarray(0, size);
      pending = [whole.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/** The stream's length and SHA-256 (hex), read to its end. */
export async function digestOf(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    hash.update(piece);
    size += piece.length;
  }
  return { size, sha256: hash.digest('hex') };
}
