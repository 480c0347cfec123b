import fp from 'fastify-plugin';
import { RateLimitedError } from '../lib/throttle/rate-limited-error.js';

/** A 429 without a known wait (none today) still tells the client to hold off this long. */
const DEFAULT_RETRY_AFTER_S = 60;

/** Every 429 carries `Retry-After` in seconds: the throttle's own wait, else a minute. */
export default fp(async (app) => {
  // onError runs before the error handler, whose reply keeps the headers set here.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      void reply.header('retry-after', String(DEFAULT_RETRY_AFTER_S));
    }
  });
});
