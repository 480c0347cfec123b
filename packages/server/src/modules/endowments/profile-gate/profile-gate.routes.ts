import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, profileCompletionSchema } from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { profileCompletionOf } from './require-complete-profile.js';

/** GET /api/profile/completion: the caller's stage and missing facts, for the completion modal and card. */
export const profileGateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route('endowments.profileCompletion'),
    schema: {
      tags: ['endowments'],
      summary: 'How complete the caller’s profile is for drafting a deed: stage, done/total, missing facts',
      response: { 200: profileCompletionSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => profileCompletionOf(app.database.db, (await request.caller()).accountId),
  });
};
