import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http/app-error.js';
import type { ClientInfo } from '../sessions/session.service.js';

/** Where a request came from, for sessions and audit events (also for failed logins, which have no actor). */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The access plugin has already refused anonymous calls to these routes. */
export async function callerOf(request: FastifyRequest) {
  const auth = await request.authenticate();
  if (!auth) throw new AppError('AUTH_REQUIRED');
  return auth;
}

/** refresh carries the refresh token, not an access token, as its bearer (spec §7: no body). */
export function refreshTokenOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('AUTH_REFRESH_INVALID');
  return match[1];
}
