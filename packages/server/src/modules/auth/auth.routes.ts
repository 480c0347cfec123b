import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, loginSchema, tokensSchema } from '@bayan/shared';
import { route } from '../../lib/http/route.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.route({
    ...route('auth.login'),
    schema: {
      tags,
      summary: 'Log in by email, phone or national ID number',
      body: loginSchema,
      response: { 200: tokensSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
    handler: async (request) =>
      auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  });
};
