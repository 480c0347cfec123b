import type { Name, Page } from '@bayan/shared';
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
    private readonly token: string,
  ) {}

  /** `data` names the server's data (the authenticator linked there), which outlives a restart on another port. */
  static async login(baseUrl: string, email: string, password: string, data = baseUrl): Promise<Api> {
    // The SUPERADMIN links its authenticator app at its first login and gives a code at the later
    // ones, from the app linked on that data (the PGlite and PostgreSQL runs go side by side).
    const tokens = await logInFully(fetchPost(baseUrl), `crash|${data}|${email}`, { email, password });
    return new Api(baseUrl, tokens.access_token);
  }

  /** Rejects only when no answer came (the server is gone); any HTTP status is returned. */
  async send(method: string, path: string, body?: object): Promise<Reply> {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
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
