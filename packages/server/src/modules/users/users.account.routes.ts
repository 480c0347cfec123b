import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedSchema,
  errorBodySchema,
  profileSchema,
  undoContactChangeParamsSchema,
  updateMeSchema,
  userIdParamsSchema,
  userPubkeyParamsSchema,
  userSchema,
} from '@bayan/shared';
import { z } from 'zod';
import { sendAttachment } from '../../lib/files/send-attachment.js';
import { route } from '../../lib/http/route.js';
import { aliasFamilyName, withFamilyNameAlias } from './family-name-alias.js';
import { undoneMessage } from './users.contact-messages.js';
import { usersIdNumberRoutes } from './users.id-number.routes.js';
import { errors, tags } from './users.route-schemas.js';

/** Delete, block/unblock, the own-profile edit and its undo link, the file download, the ID number's release. */
export const usersAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;
  await app.register(usersIdNumberRoutes);

  app.route({
    ...route('users.delete'),
    schema: {
      tags,
      summary: 'Delete a user (soft)',
      params: userPubkeyParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const caller = await request.caller();
      await users.deleteUser(request.params.pubkey, caller);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('users.toggleStatus'),
    schema: {
      tags,
      summary: 'Block or unblock a user',
      params: userIdParamsSchema,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request) => {
      const caller = await request.caller();
      return users.toggleStatus(request.params.id, caller);
    },
  });

  app.route({
    ...route('users.me'),
    preValidation: aliasFamilyName,
    schema: {
      tags,
      summary: 'Edit my own data (a new email, phone or ID number needs currentPassword)',
      body: withFamilyNameAlias(updateMeSchema),
      response: { 200: profileSchema, ...errors, 429: errorBodySchema },
    },
    handler: async (request) => {
      const caller = await request.caller();
      return users.updateMe(request.body, caller);
    },
  });

  app.route({
    ...route('users.undoContactChange'),
    schema: {
      tags,
      summary: 'Undo an email or phone change with the link sent to the old one; ends every session',
      params: undoContactChangeParamsSchema,
      response: { 200: acceptedSchema, ...errors },
    },
    handler: async (request) => {
      await users.undoContactChange(request.params.token, request.client, request.lang);
      return undoneMessage(request.lang);
    },
  });

  app.route({
    ...route('users.file'),
    schema: {
      tags,
      summary: "Download a user's file (one's own, or any for an admin)",
      produces: ['image/jpeg', 'image/png', 'application/pdf'],
      params: userIdParamsSchema,
      response: { 200: z.string().meta({ format: 'binary' }).describe('The file, as an attachment'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await users.openFile(request.params.id, await request.caller());
      return sendAttachment(reply, file);
    },
  });
};
