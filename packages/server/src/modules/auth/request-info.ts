import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http/app-error.js';

/** refresh carries the refresh token, not an access token, as its bearer (spec §7: no body). */
export function refreshTokenOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('AUTH_REFRESH_INVALID');
  return match[1];
}
