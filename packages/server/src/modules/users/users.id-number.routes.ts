import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseIdNumberSchema, userPubkeyParamsSchema, userSchema } from '@bayan/shared';
import { route } from '../../lib/http/route.js';
import { errors, tags } from './users.route-schemas.js';

/** The support path of issue 29: a SUPERADMIN releases an ID number from the account holding it. */
export const usersIdNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.route({
    ...route('users.releaseIdNumber'),
    schema: {
      tags,
      summary: 'Release the ID number an account holds, so its real holder can take it (SUPERADMIN, audited)',
      description:
        'Clears the account’s ID number (and an unbound copy of it), tells the account by email and SMS, ' +
        'and records `user.release_id_number` with the reason. 409 USERS_NO_ID_NUMBER when it holds none.',
      params: userPubkeyParamsSchema,
      body: releaseIdNumberSchema,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request) => users.releaseIdNumber(request.params.pubkey, request.body, await request.caller()),
  });
};
