import { createHmac } from 'node:crypto';

/*
 * RFC 6238 as the browser tests' authenticator app computes it, written here from the RFC with
 * node:crypto (not the product's library): an independent check of the codes the server takes.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function fromBase32(text: string): Buffer {
  const bits = [...text.replace(/[\s=]/g, '').toUpperCase()]
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new Error(`not base32: ${char}`);
      return value.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export const PERIOD_MS = 30_000;
export const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);

/** RFC 4226 §5.3 over the step counter: HMAC-SHA-1, dynamic truncation, 6 digits. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}
