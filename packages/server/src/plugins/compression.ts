import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import { pickEncoding, type Encoding } from '../lib/http/accept-encoding.js';

/** Below this a reply is sent as it is: the headers would cost more than the saving. */
const THRESHOLD = 1024;
/** Text worth compressing; event streams are not (compression buffers what must flow at once). */
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/(html|plain|css|csv|javascript|xml))\b/;

const compressors: Record<Encoding, (input: Buffer) => Buffer> = {
  // Quality 4: most of brotli's gain for a fraction of the CPU of its default 11, for replies made per request.
  br: (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (input) => gzipSync(input, { level: 6 }),
};

/**
 * A Buffer sent again and again (a kept server-rendered page, web-render/render-cache.ts) is
 * compressed once per encoding; the copies go with it when it is dropped.
 */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compress(encoding: Encoding, payload: string | Buffer): Buffer {
  if (typeof payload === 'string') return compressors[encoding](Buffer.from(payload));
  let copies = compressedCopies.get(payload);
  if (!copies) compressedCopies.set(payload, (copies = {}));
  return (copies[encoding] ??= compressors[encoding](payload));
}

/**
 * Compresses whole replies (API JSON, the page) above 1 KB for clients that accept it. Streams
 * (CSV exports, server-sent events, files) pass untouched: the built assets are compressed at
 * build time and served as they are (plugins/web.ts). Written here rather than taken from
 * @fastify/compress, which also inflates compressed request bodies, a surface this API does not want.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    reply.header('vary', varyWith(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < THRESHOLD) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(encoding, payload);
  });
});

function varyWith(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
}
