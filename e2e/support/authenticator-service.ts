import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tokens } from '@bayan/shared';
import { PERIOD_MS, stepAt, totpCode } from '../../bench/src/support/totp.js';

/**
 * The browser tests' authenticator app, held by global setup for every test file: the files one
 * server runs in turn, and the workers side by side, ask it for codes, so none is handed out twice
 * (the server refuses a replayed step). Keyed by server and login. A step already used waits for
 * the next one, unless a recovery code is left to give instead. It also keeps the last full session
 * of each such account, so the files one server runs in turn mostly share one login rather than
 * each wait for a step of its own.
 */
interface Authenticator {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
  /** Requests for one account are answered one after the other. */
  queue: Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A full session is handed out again while its access token has this long to live (it lasts 15
 * minutes): a file that gets it is done long before it expires, so no page of it renews the session
 * (a renewal by two files of one refresh token would end the family for both).
 */
const SESSION_REUSE_MS = 11 * 60_000;

/** The session's access token outlives the reuse margin, and its session still answers. */
async function stillFresh(baseUrl: string, tokens: Tokens): Promise<boolean> {
  const payload = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp?: number;
  };
  if (!payload.exp || payload.exp * 1000 - Date.now() < SESSION_REUSE_MS) return false;
  const res = await fetch(`${baseUrl}/api/auth/profile`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  await res.body?.cancel();
  return res.ok;
}

async function nextCode(authenticator: Authenticator, allowRecovery: boolean): Promise<string> {
  for (;;) {
    const now = stepAt(Date.now());
    const step = Math.max(now, authenticator.lastStep + 1);
    if (step <= now + 1) {
      authenticator.lastStep = step;
      return totpCode(authenticator.secret, step);
    }
    const recovery = allowRecovery ? authenticator.recoveryCodes.shift() : undefined;
    if (recovery) return recovery;
    await sleep((step - 1) * PERIOD_MS - Date.now() + 200);
  }
}

export async function startAuthenticatorService(): Promise<{ url: string; close: () => Promise<void> }> {
  const authenticators = new Map<string, Authenticator>();
  const sessions = new Map<string, Tokens>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = async () => {
        const input = JSON.parse(body || '{}') as {
          key: string;
          secret?: string;
          recoveryCodes?: string[];
          recovery?: boolean;
          baseUrl?: string;
          tokens?: Tokens;
        };
        if (request.url === '/keep' && input.tokens) {
          sessions.set(input.key, input.tokens);
          return {};
        }
        if (request.url === '/session') {
          const kept = sessions.get(input.key);
          if (kept && input.baseUrl && (await stillFresh(input.baseUrl, kept))) return { tokens: kept };
          sessions.delete(input.key);
          return { tokens: null };
        }
        if (request.url === '/enrol' && input.secret) {
          const step = stepAt(Date.now());
          authenticators.set(input.key, {
            secret: input.secret,
            lastStep: step,
            recoveryCodes: [],
            queue: Promise.resolve(),
          });
          return { code: totpCode(input.secret, step) };
        }
        const authenticator = authenticators.get(input.key);
        if (!authenticator) return { code: null };
        if (request.url === '/recovery-codes') {
          authenticator.recoveryCodes = input.recoveryCodes ?? [];
          return {};
        }
        const turn = authenticator.queue.then(() => nextCode(authenticator, input.recovery !== false));
        authenticator.queue = turn.catch(() => undefined);
        return { code: await turn };
      };
      answer().then(
        (json) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json)),
        (error: Error) => response.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
