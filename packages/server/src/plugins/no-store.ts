import fp from 'fastify-plugin';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * API answers carry tokens and personal data (login, profile, users, events, outbox…): no cache,
 * shared or the browser's, may keep them. Every `/api` reply is `Cache-Control: no-store` unless its
 * route set a cache policy of its own (that is how a route opts into caching).
 */
export default fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApi(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
