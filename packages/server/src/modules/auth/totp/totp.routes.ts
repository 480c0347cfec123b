import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedSchema,
  errorBodySchema,
  recoveryCodesSchema,
  tokensSchema,
  totpCodeBodySchema,
  totpLoginSchema,
  totpSetupSchema,
  totpStatusSchema,
  userPubkeyParamsSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { deviceTokenOf } from '../device-token.js';
import { replyMessage } from '../replies.js';
import { authErrors as errors } from '../auth-responses.js';

const tags = ['auth'];

/** The second factor: the login's second step, and the account's own authenticator app and recovery codes. */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.route({
    ...route('auth.loginTotp'),
    schema: {
      tags,
      summary: "Finish a login with the authenticator app's code or a recovery code",
      body: totpLoginSchema,
      response: { 200: tokensSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { tokens, deviceToken } = await auth.logins.completeTotp(
        request.body,
        request.client,
        deviceTokenOf(request),
      );
      void reply.header('set-cookie', auth.devices.cookie(deviceToken));
      return tokens;
    },
  });

  app.route({
    ...route('auth.totpStatus'),
    schema: {
      tags,
      summary: 'Whether the account has a second factor, and must',
      response: { 200: totpStatusSchema, ...errors },
    },
    handler: async (request) => auth.totp.status(await request.caller()),
  });

  app.route({
    ...route('auth.totpSetup'),
    schema: {
      tags,
      summary: 'A new authenticator app secret (QR code and key)',
      response: { 200: totpSetupSchema, ...errors },
    },
    handler: async (request) => auth.totp.setup(await request.caller()),
  });

  app.route({
    ...route('auth.totpConfirm'),
    schema: {
      tags,
      summary: 'Turn the second factor on with the first code; answers the recovery codes once',
      body: totpCodeBodySchema,
      response: { 200: recoveryCodesSchema, ...errors },
    },
    handler: async (request) => auth.totp.confirm(await request.caller(), request.body.code),
  });

  app.route({
    ...route('auth.totpRecoveryCodes'),
    schema: {
      tags,
      summary: 'Ten new recovery codes (the older ones stop working)',
      body: totpCodeBodySchema,
      response: { 200: recoveryCodesSchema, ...errors },
    },
    handler: async (request) => auth.totp.regenerate(await request.caller(), request.body.code),
  });

  app.route({
    ...route('auth.totpDisable'),
    schema: {
      tags,
      summary: 'Turn the second factor off (not for a role that must have one)',
      body: totpLoginSchema.pick({ code: true }),
      response: { 200: acceptedSchema, ...errors },
    },
    handler: async (request) => {
      await auth.totp.disable(await request.caller(), request.body.code);
      return replyMessage('totpDisabled', request.lang);
    },
  });

  app.route({
    ...route('auth.totpReset'),
    schema: {
      tags,
      summary: "Reset another account's second factor: its app and recovery codes go, its sessions end (SUPERADMIN)",
      description:
        'For someone who lost both the app and the recovery codes. Records `auth.totp_reset`. A role that must ' +
        'have a factor is asked to link an app at its next login. 404 USERS_NOT_FOUND, 409 AUTH_TOTP_NOT_ENABLED ' +
        'when the account has none, 409 AUTH_TOTP_RESET_OWN for the caller’s own account (its profile changes it).',
      params: userPubkeyParamsSchema,
      response: { 200: acceptedSchema, ...errors, 404: errorBodySchema },
    },
    handler: async (request) => {
      await auth.totpReset.reset(await request.caller(), request.params.pubkey);
      return replyMessage('totpReset', request.lang);
    },
  });
};
