import { z } from 'zod';

/** Where S3-compatible storage is and how to reach it (S3_URL). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every object's key: several products can share a bucket. '' or ending in '/'. */
  prefix: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** Where uploads live: the data folder, PostgreSQL itself, or S3-compatible storage. */
export type FilesSetting = { kind: 'folder' } | { kind: 'database' } | { kind: 's3'; s3: S3Settings };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^([A-Za-z0-9!_.*'()-]+\/)*$/;
const OPTIONS = ['region', 'forcePathStyle', 'tls'];
const onOff = (value: string | null, fallback: boolean) =>
  value === null ? fallback : value === 'true' ? true : value === 'false' ? false : undefined;

const USAGE =
  'must be s3://KEY:SECRET@host[:port]/bucket[/prefix/][?region=…&forcePathStyle=true|false&tls=true|false]';

/**
 * S3_URL, e.g. `s3://KEY:SECRET@minio.internal:9000/bayan?region=us-east-1&forcePathStyle=true`.
 * KEY and SECRET are percent-encoded (a `/` in a secret is `%2F`); `tls=false` speaks plain HTTP
 * (a store on the same private network), HTTPS otherwise. A problem is named without the URL,
 * which holds the secret.
 */
export const s3UrlSchema = z.string().transform((value, ctx): S3Settings => {
  const fail = (problem: string) => {
    ctx.addIssue({ code: 'custom', message: `${USAGE}: ${problem}` });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('not a URL');
  }
  if (url.protocol !== 's3:') return fail('the scheme is not s3://');
  if (!url.hostname) return fail('no host');
  if (!url.username || !url.password) return fail('no KEY:SECRET');
  const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
  if (!BUCKET.test(bucket)) return fail('the bucket name is not a valid S3 bucket name');
  const tail = rest.join('/');
  const prefix = tail ? tail.replace(/\/?$/, '/') : '';
  if (!PREFIX.test(prefix)) return fail('the prefix has characters S3 keys should not');
  const unknown = [...url.searchParams.keys()].filter((key) => !OPTIONS.includes(key));
  if (unknown.length > 0) return fail(`unknown option ${unknown.join(', ')}`);
  const forcePathStyle = onOff(url.searchParams.get('forcePathStyle'), false);
  const tls = onOff(url.searchParams.get('tls'), true);
  if (forcePathStyle === undefined || tls === undefined) return fail('forcePathStyle and tls are true or false');
  let credentials: S3Settings['credentials'];
  try {
    credentials = { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
  } catch {
    return fail('KEY or SECRET is not percent-encoded');
  }
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    prefix,
    forcePathStyle,
    credentials,
  };
});
