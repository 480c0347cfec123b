import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserSchema, errorBodySchema, updateUserSchema, userPubkeyParamsSchema, userSchema } from '@bayan/shared';
import { route } from '../../lib/http/route.js';
import { aliasFamilyName, withFamilyNameAlias } from './family-name-alias.js';
import { readCreateUserForm, readUpdateUserForm, uploadOf } from './users.form.js';
import { errors, fileErrors, tags } from './users.route-schemas.js';

const description =
  'multipart/form-data: the text fields below, and an optional `file` part (JPEG, PNG or PDF, at most 5 MiB, ' +
  'recognised by its content).';

/**
 * The two multipart routes (spec §7). Multipart is registered in this scope only, so no other
 * route accepts a form upload.
 */
export const usersFormRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { users } = app.services;

  app.route({
    ...route('users.create'),
    preValidation: [readCreateUserForm, aliasFamilyName],
    schema: {
      tags,
      summary: 'Create a user (admin)',
      description,
      consumes: ['multipart/form-data'],
      body: withFamilyNameAlias(createUserSchema),
      response: { 201: userSchema, ...errors, ...fileErrors, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const caller = await request.caller();
      return reply.code(201).send(await users.createUser(request.body, uploadOf(request), caller));
    },
  });

  app.route({
    ...route('users.update'),
    preValidation: [readUpdateUserForm, aliasFamilyName],
    schema: {
      tags,
      summary: 'Edit a user (admin); a password here is a reset',
      description,
      consumes: ['multipart/form-data'],
      params: userPubkeyParamsSchema,
      body: withFamilyNameAlias(updateUserSchema),
      response: { 200: userSchema, ...errors, ...fileErrors, 429: errorBodySchema },
    },
    handler: async (request) => {
      const caller = await request.caller();
      return users.updateUser(request.params.pubkey, request.body, uploadOf(request), caller);
    },
  });
};
