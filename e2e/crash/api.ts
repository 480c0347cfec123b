import type { Name, Page, Tokens } from '@bayan/shared';
import { fieldsOf, type NameFields } from './ledger.js';
import { fetchPost, logInFully } from '../../bench/src/support/second-factor.js';

export interface Reply {
  status: number;
  body: unknown;
}

/** The HTTP API as the admin sees it; only the public contract, so it survives server refactors. */
export class Api {
  private constructor(
    readonly baseUrl: string,
    private readonly tokens: Tokens,
  ) {}

  /** `data` names the server's data (the authenticator linked there), which outlives a restart on another port. */
  static async login(baseUrl: string, email: string, password: string, data = baseUrl): Promise<Api> {
    // The SUPERADMIN links its authenticator app at its first login and gives a code at the later
    // ones, from the app linked on that data (the PGlite and PostgreSQL runs go side by side).
    const tokens = await logInFully(fetchPost(baseUrl), `crash|${data}|${email}`, { email, password });
    return new Api(baseUrl, tokens);
  }

  /**
   * The same session on the server restarted after a kill (on another port): its refresh answers
   * only if the session's row and the JWT secret outlived the kill. A fresh login each round would
   * ask the authenticator for a code each time, and wait for its steps once the recovery codes ran out.
   */
  async resumeAt(baseUrl: string): Promise<Api> {
    const res = await fetch(`${baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.tokens.refresh_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`the session did not survive the restart: refresh answered ${res.status}`);
    return new Api(baseUrl, (await res.json()) as Tokens);
  }

  /** Rejects only when no answer came (the server is gone); any HTTP status is returned. */
  async send(method: string, path: string, body?: object): Promise<Reply> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    headers.authorization = `Bearer ${this.tokens.access_token}`;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : null,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** Every name, inactive ones included, page by page. */
  async allNames(): Promise<Map<number, NameFields>> {
    const rows = new Map<number, NameFields>();
    for (let page = 1; ; page += 1) {
      const reply = await this.send('GET', `/api/names?sort=order&limit=100&page=${page}`);
      if (reply.status !== 200) throw new Error(`GET /api/names answered ${reply.status}`);
      const { data } = reply.body as Page<Name>;
      for (const row of data) rows.set(row.id, fieldsOf(row));
      if (data.length < 100) return rows;
    }
  }
}
