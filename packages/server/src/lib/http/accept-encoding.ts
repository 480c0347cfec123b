export type Encoding = 'br' | 'gzip';

/** Ours, best first. */
const SUPPORTED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3), or null for the
 * identity: the highest q-value the client gives among ours (ties go to brotli), `*` standing for
 * any encoding it does not name, `q=0` refusing one.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of SUPPORTED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
