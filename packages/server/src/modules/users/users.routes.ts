import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listUsersQuerySchema,
  membersSchema,
  userIdParamsSchema,
  userPickerListSchema,
  userPickerQuerySchema,
  userSchema,
  usersPageSchema,
  userStatisticsSchema,
} from '@bayan/shared';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../lib/csv/csv-stream.js';
import { route } from '../../lib/http/route.js';
import { usersAccountRoutes } from './users.account.routes.js';
import { usersFormRoutes } from './users.form.routes.js';
import { errors, tags } from './users.route-schemas.js';

/** Spec §7 Users: the admin's users screens, the pickers, the statistics and the profile edit. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.route({
    ...route('users.list'),
    schema: {
      tags,
      summary: 'List users, ten a page',
      querystring: listUsersQuerySchema,
      response: { 200: usersPageSchema, ...errors },
    },
    handler: async (request) => users.findUsers(request.query, await request.caller()),
  });

  app.route({
    ...route('users.export'),
    schema: {
      tags,
      summary: 'Download the users the list filters match as CSV (UTF-8 with BOM)',
      querystring: listUsersQuerySchema.omit({ page: true, limit: true }),
      produces: ['text/csv'],
      response: { 200: csvResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const csv = await users.exportUsers(request.query, await request.caller(), request.lang);
      return reply.headers(csvHeaders(csvFilename('users', new Date()))).send(csv);
    },
  });

  app.route({
    ...route('users.picker'),
    schema: {
      tags,
      summary: 'Active users for a picker (at most 50)',
      querystring: userPickerQuerySchema,
      response: { 200: userPickerListSchema, ...errors },
    },
    handler: async (request) => users.pickUsers(request.query, await request.caller()),
  });

  app.route({
    ...route('users.statistics'),
    schema: {
      tags,
      summary: 'Users by role and status, sign-ups per month',
      response: { 200: userStatisticsSchema, ...errors },
    },
    handler: async (request) => users.statistics(await request.caller()),
  });

  app.route({
    ...route('users.members'),
    schema: { tags, summary: 'Users with the MEMBER role', response: { 200: membersSchema, ...errors } },
    handler: async () => users.findMembers(),
  });

  app.route({
    ...route('users.get'),
    schema: {
      tags,
      summary: 'One user by id or pubkey',
      params: userIdParamsSchema,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request) => users.getUser(request.params.id, await request.caller()),
  });

  await app.register(usersFormRoutes);
  await app.register(usersAccountRoutes);
};
