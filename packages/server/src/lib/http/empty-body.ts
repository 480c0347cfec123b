import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

const takesEmpty = new WeakMap<z.ZodType, boolean>();

/** Whether a route's body schema accepts `{}` (every field optional), worked out once per schema. */
export function bodySchemaTakesEmpty(schema: unknown): boolean {
  if (!(schema instanceof z.ZodType)) return false;
  let takes = takesEmpty.get(schema);
  if (takes === undefined) {
    takes = schema.safeParse({}).success;
    takesEmpty.set(schema, takes);
  }
  return takes;
}

/**
 * Whether the route's body schema accepts `{}`: an action whose body fields are all optional
 * (`POST /api/appointments/:id/confirm`). A request that sends no body at all, as `curl -X POST`
 * and many clients do, is then that `{}`; a route with required fields refuses it as before.
 */
export function acceptsEmptyBody(request: FastifyRequest): boolean {
  return bodySchemaTakesEmpty(request.routeOptions.schema?.body);
}

/** A request that carries no body: no Transfer-Encoding, and no Content-Length or a zero one. */
export function sendsNoBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding === undefined && (length === undefined || length === '0');
}
