import { z } from 'zod';

/**
 * A provider named in one environment variable, as a URL: the scheme names the provider, the user
 * part carries its credentials (percent-encoded), the host is its API (overridable: a test points
 * it at 127.0.0.1), and the query its settings. `<provider>+http://` speaks plain HTTP to that host
 * (a local fake); every other scheme is HTTPS.
 */
export interface ProviderUrl {
  provider: string;
  /** `https://host[:port]`, or `http://…` for `+http`. */
  origin: string;
  user: string;
  password: string;
  /** The path after the host, without a trailing slash ('' when none). */
  path: string;
  params: Record<string, string>;
}

export function readProviderUrl(value: string): ProviderUrl | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const match = /^([a-z]+)(?:\+(https?))?:$/.exec(url.protocol);
  if (!match || !url.host) return undefined;
  const [, provider = '', transport = 'https'] = match;
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  return {
    provider,
    origin: `${transport}://${url.host}`,
    user: decode(url.username),
    password: decode(url.password),
    path: url.pathname.replace(/\/+$/, ''),
    params: Object.fromEntries(url.searchParams),
  };
}

/** How long a provider may take to answer before the attempt counts as failed (`timeout`, seconds). */
export const timeoutParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(120)
  .default(10)
  .transform((seconds) => seconds * 1000);

/** A secret the operator makes up and writes into a provider's callback URL (`?token=`). */
export const callbackToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, 'must be 16 to 200 letters, digits, - or _ (a random value of your own)');

/**
 * A provider's reader of its URL: its credentials (from the user part) and its query settings,
 * each checked by its schema (an unknown setting is refused: a typo must not pass unseen). Every
 * problem becomes an issue of the environment variable, named after the provider.
 */
export function providerSettings<C extends z.ZodRawShape, P extends z.ZodRawShape>(
  name: string,
  credentials: (url: ProviderUrl) => Record<string, string>,
  schemas: { credentials: z.ZodObject<C>; params: z.ZodObject<P> },
) {
  const schema = z.object({ credentials: schemas.credentials, params: schemas.params.strict() });
  return (url: ProviderUrl, ctx: z.RefinementCtx) => {
    const parsed = schema.safeParse({ credentials: credentials(url), params: url.params });
    if (parsed.success)
      return { origin: url.origin, path: url.path, ...parsed.data.credentials, ...parsed.data.params };
    for (const issue of parsed.error.issues) {
      const field = issue.path.slice(1).join('.');
      const message = issue.code === 'unrecognized_keys' ? `unknown setting ${issue.keys.join(', ')}` : issue.message;
      ctx.addIssue({ code: 'custom', message: `${name}: ${field ? `${field} ` : ''}${message}` });
    }
    return z.NEVER;
  };
}
