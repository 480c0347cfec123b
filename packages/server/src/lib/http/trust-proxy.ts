import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which proxies may tell the client's address in X-Forwarded-For. `0` (the default)
 * trusts none; a number trusts that many hops nearest the server (`1`: the reverse proxy in front
 * of it, so the client is the address that proxy appended, whatever the client wrote before it);
 * a comma list trusts the proxies at those addresses or CIDR ranges. Trusting the leftmost entry
 * ("true") is refused: the client writes it, so every per-IP limit could be dodged with it.
 */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .trim()
  .default('0')
  .transform((value, ctx): TrustProxy => {
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be the number of proxy hops (e.g. 1) or a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  });

/** Fastify's form of it: a hop count becomes "trust the n hops nearest the server". */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
