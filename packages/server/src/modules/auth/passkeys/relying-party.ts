import { isIP } from 'node:net';

/** Whom passkeys are made for: the RP ID the browser binds them to, and the origin their signatures must name. */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

/**
 * The relying party, from the configured public URL (config.publicUrl: PUBLIC_URL and BASE_PATH),
 * never from the request (a Host or Origin header is the caller's to choose). The RP ID is its
 * hostname and the expected origin its origin.
 *
 * An RP ID cannot be an IP address (WebAuthn refuses one), so when the public URL's host is one,
 * as the default http://127.0.0.1:<port> of a local run is, the RP ID is `localhost` and the
 * expected origin http://localhost:<port> (same scheme and port): open the app at
 * http://localhost:<port> to use passkeys there (a secure context over plain HTTP). A deployment
 * with a real PUBLIC_URL is unaffected.
 */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) === 0) return { rpId: url.hostname, origin: url.origin };
  url.hostname = 'localhost';
  return { rpId: 'localhost', origin: url.origin };
}
