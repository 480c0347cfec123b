import type { FastifyInstance } from 'fastify';

/**
 * The server bundle's API calls, answered by this server's own routes without a socket
 * (`app.inject`): the same validation, permissions and limits as a browser's call, counted
 * against the visitor's address (the one whose page is being rendered, `remoteAddress`).
 */
export function injectTransport(app: FastifyInstance, basePath: string, remoteAddress: () => string) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.startsWith(basePath) ? url : `${basePath}${url}`,
      headers,
      remoteAddress: remoteAddress(),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}
