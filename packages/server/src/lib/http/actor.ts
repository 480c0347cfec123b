import type { FastifyRequest } from 'fastify';
import type { Actor } from '../actor.js';

/** The audit actor of a request: the logged-in account (if any), the client IP and user agent. */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const auth = await request.authenticate();
  return { userId: auth?.userId ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
