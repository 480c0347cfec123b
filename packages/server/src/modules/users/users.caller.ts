import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/http/actor.js';
import { AppError } from '../../lib/http/app-error.js';
import type { Actor } from '../../lib/actor.js';
import type { Viewer } from './users.access.js';

/** The logged-in caller of a users route: who asks (for the rules) and who acts (for the audit). */
export async function callerOf(request: FastifyRequest): Promise<{ viewer: Viewer; actor: Actor }> {
  const auth = await request.authenticate();
  // The access hook has already refused anonymous calls; this only narrows the type.
  if (!auth) throw new AppError('AUTH_REQUIRED');
  return { viewer: { userId: auth.userId, role: auth.role, lang: request.lang }, actor: await actorOf(request) };
}
