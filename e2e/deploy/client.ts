import { Agent, fetch, FormData, type BodyInit, type Response } from 'undici';

export { FormData };

export interface Answer<T = unknown> {
  /** The X-Deploy-Request value it was sent with: its line in nginx's access log. */
  id: string;
  status: number;
  body: T;
  headers: Headers;
}

let sequence = 0;

/** A request's own name for the access log, unique in the run. */
export const requestId = (label: string) => `${label}-${(sequence += 1)}`;

/**
 * The API through nginx over TLS, trusting only the test's own certificate (undici: Node's global
 * fetch takes no CA). Every request carries an X-Deploy-Request header, logged by the test's nginx.
 */
export class Client {
  constructor(
    readonly baseUrl: string,
    private readonly agent: Agent,
    private readonly token = '',
  ) {}

  static trusting(baseUrl: string, pem: string): Client {
    return new Client(baseUrl, new Agent({ connect: { ca: pem }, connections: 64 }));
  }

  as(token: string): Client {
    return new Client(this.baseUrl, this.agent, token);
  }

  /** The same connections and account, another base URL. */
  at(baseUrl: string): Client {
    return new Client(baseUrl, this.agent, this.token);
  }

  /** The raw answer of one request (any status; rejects only when no answer came). */
  async raw(method: string, path: string, init: { body?: BodyInit; id?: string; signal?: AbortSignal } = {}) {
    const id = init.id ?? requestId(method.toLowerCase());
    const headers: Record<string, string> = { 'accept-language': 'en', 'x-deploy-request': id };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const response: Response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.body ?? null,
      redirect: 'manual',
      dispatcher: this.agent,
      signal: init.signal,
    });
    return { id, response };
  }

  /** One JSON call; a JSON body is parsed, any other kept as bytes. */
  async send<T = unknown>(method: string, path: string, body?: unknown, id?: string): Promise<Answer<T>> {
    const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    const sent = await this.raw(method, path, { body: payload, id });
    const { response } = sent;
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      id: sent.id,
      status: response.status,
      body: (json && bytes.length ? JSON.parse(bytes.toString('utf8')) : bytes) as T,
      headers: response.headers as unknown as Headers,
    };
  }

  /** send(), failing unless the answer is `status`. */
  async expect<T = unknown>(status: number, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const answer = await this.send<T>(method, path, body);
    if (answer.status !== status) {
      const body = Buffer.isBuffer(answer.body) ? answer.body.toString('utf8', 0, 500) : JSON.stringify(answer.body);
      throw new Error(`${method} ${path} answered ${answer.status}, not ${status}: ${body}`);
    }
    return answer;
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
