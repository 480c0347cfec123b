import type { Operation } from './operations.js';
import { encodeUrlPart } from './odd-text.js';

/** A request before the caller and language are added: the parts the fuzzer generates. */
export interface Parts {
  /** Path parameters, already percent-encoded (so garbage encodings can be sent as they are). */
  params: Record<string, string>;
  query: [string, unknown][];
  headers?: [string, string][];
  /** Raw bytes or text to send as the body, and its content type; undefined sends none. */
  body?: { payload: string | Buffer; contentType?: string };
}

export interface Encoded {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

const BOUNDARY = 'fuzz-boundary-7e3d';

export function encodePath(value: unknown): string {
  return encodeUrlPart(scalar(value));
}

/** Query and form values are text: numbers and booleans as they print, objects as JSON. */
function scalar(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function jsonBody(value: unknown): Parts['body'] {
  return { payload: JSON.stringify(value) ?? '', contentType: 'application/json' };
}

/** A multipart/form-data body with one text field per property (arrays repeat the field). */
export function formBody(value: unknown): Parts['body'] {
  const entries =
    value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
  const fields = entries.flatMap(([name, v]) => (Array.isArray(v) ? v.map((item) => [name, item]) : [[name, v]]));
  const text = fields
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([name, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${scalar(v)}\r\n`)
    .join('');
  return {
    payload: Buffer.from(`${text}--${BOUNDARY}--\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

export function bodyFor(op: Operation, value: unknown): Parts['body'] {
  return op.body?.contentType === 'multipart/form-data' ? formBody(value) : jsonBody(value);
}

export function encode(op: Operation, parts: Parts): Encoded {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.params[name] ?? '');
  const query = parts.query
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeUrlPart(k)}=${encodeUrlPart(scalar(v))}`)
    .join('&');
  const headers: Record<string, string> = Object.fromEntries(parts.headers ?? []);
  if (parts.body?.contentType) headers['content-type'] = parts.body.contentType;
  return {
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(parts.body ? { payload: parts.body.payload } : {}),
  };
}
