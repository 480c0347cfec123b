import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeySchema,
  tokensSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { authErrors as errors } from '../auth-responses.js';
import { deviceTokenOf } from '../device-token.js';

const tags = ['auth'];
const noContent = { 204: z.null(), ...errors, 404: errorBodySchema };

/** Passkeys (WebAuthn): the account's own, and the login by one (a second step, or passwordless). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.route({
    ...route('auth.loginPasskeyOptions'),
    schema: {
      tags,
      summary: 'A challenge for a login by passkey',
      description:
        "With `mfa_token` (the login's second step) for the account's own passkeys; without, for a passwordless " +
        'login with a discoverable passkey. Each challenge serves once, for 5 minutes; 30 a minute per IP (429).',
      body: passkeyLoginOptionsSchema,
      response: { 200: passkeyOptionsSchema, ...errors },
    },
    handler: (request) => auth.passkeyLogins.options(request.body.mfa_token, request.client),
  });

  app.route({
    ...route('auth.loginPasskey'),
    schema: {
      tags,
      summary: 'Finish a login with a passkey: the second step (with `mfa_token`) or a passwordless login',
      description:
        'A passwordless login needs a passkey whose authenticator verified its user. 400 AUTH_PASSKEY_INVALID.',
      body: passkeyLoginSchema,
      response: { 200: tokensSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { tokens, deviceToken } = await auth.passkeyLogins.complete(
        request.body,
        request.client,
        deviceTokenOf(request),
      );
      if (deviceToken) void reply.header('set-cookie', auth.devices.cookie(deviceToken));
      return tokens;
    },
  });

  app.route({
    ...route('auth.passkeys'),
    schema: { tags, summary: "The account's passkeys", response: { 200: passkeyListSchema, ...errors } },
    handler: async (request) => ({ passkeys: await auth.passkeys.list(await request.caller()) }),
  });

  app.route({
    ...route('auth.passkeyRegisterOptions'),
    schema: {
      tags,
      summary: 'The options for adding a passkey (navigator.credentials.create)',
      response: { 200: passkeyOptionsSchema, ...errors },
    },
    handler: async (request) => auth.passkeys.registrationOptions(await request.caller()),
  });

  app.route({
    ...route('auth.passkeyRegister'),
    schema: {
      tags,
      summary: 'Add a passkey: the browser’s answer to the options, and a name for it',
      description: 'Records `auth.passkey_add`. 400 AUTH_PASSKEY_INVALID, 409 AUTH_PASSKEY_EXISTS.',
      body: passkeyRegisterSchema,
      response: { 201: passkeySchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await auth.passkeys.register(await request.caller(), request.body)),
  });

  app.route({
    ...route('auth.passkeyRename'),
    schema: {
      tags,
      summary: 'Rename one of the account’s passkeys',
      params: passkeyIdParamsSchema,
      body: passkeyRenameSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await auth.passkeys.rename(await request.caller(), request.params.id, request.body.name);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('auth.passkeyRemove'),
    schema: {
      tags,
      summary: 'Remove one of the account’s passkeys',
      description:
        'Records `auth.passkey_remove`. 409 AUTH_PASSKEY_LAST_FACTOR when it is the last second factor of a role ' +
        'that must have one.',
      params: passkeyIdParamsSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await auth.passkeys.remove(await request.caller(), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
