import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedSchema,
  changePasswordSchema,
  confirmEmailQuerySchema,
  forcePasswordSchema,
  forgetPasswordSchema,
  loginResultSchema,
  loginSchema,
  otpVerifySchema,
  phoneCodeStatusSchema,
  patientRegisterSchema,
  profileSchema,
  registerOtpVerifySchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenParamsSchema,
  tokensSchema,
} from '@bayan/shared';
import { route, servedWith } from '../../lib/http/route.js';
import { aliasFamilyName, withFamilyNameAlias } from '../users/family-name-alias.js';
import { replyMessage } from './replies.js';
import { refreshTokenOf } from './request-info.js';
import { deviceTokenOf } from './device-token.js';
import { totpRoutes } from './totp/totp.routes.js';
import { passkeyRoutes } from './passkeys/passkeys.routes.js';
import { authErrors as errors } from './auth-responses.js';

const tags = ['auth'];
const tokens = { 200: tokensSchema, ...errors };
const accepted = { 200: acceptedSchema, ...errors };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, sessions } = app.services;

  app.route({
    ...route('auth.login'),
    schema: {
      tags,
      summary: 'Log in by email, phone or national ID number',
      description:
        'An account with a second factor gets `mfa_required` and a token for POST /api/auth/login/totp instead of tokens.',
      body: loginSchema,
      response: { 200: loginResultSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { result, deviceToken } = await auth.logins.login(request.body, request.client, deviceTokenOf(request));
      if (deviceToken) void reply.header('set-cookie', auth.devices.cookie(deviceToken));
      return result;
    },
  });

  await app.register(totpRoutes);
  await app.register(passkeyRoutes);

  app.route({
    ...route('auth.refresh'),
    schema: { tags, summary: 'New tokens for the refresh token given as bearer', response: tokens },
    handler: (request) => auth.refresh(refreshTokenOf(request), request.client),
  });

  app.route({
    ...route('auth.logout'),
    schema: { tags, summary: 'End the session family of this login', response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await sessions.logout(await request.caller());
      return reply.code(204).send(null);
    },
  });

  for (const [key, body, role] of [
    ['auth.register', withFamilyNameAlias(registerSchema), 'USER'],
    ['auth.patientRegister', withFamilyNameAlias(patientRegisterSchema), 'PATIENT'],
  ] as const) {
    // A patient's account is the clinic's: with the clinic off, its sign-up is not served (404).
    if (!servedWith(key, app.modules)) continue;
    app.route({
      ...route(key),
      preValidation: aliasFamilyName,
      schema: { tags, summary: `Sign up as ${role}`, body, response: { 201: tokensSchema, ...errors } },
      handler: async (request, reply) =>
        reply.code(201).send(await auth.registration.register(request.body, role, request.client, request.lang)),
    });
  }

  app.route({
    ...route('auth.registerOtpVerify'),
    schema: {
      tags,
      summary: 'Confirm the phone with the sign-up code',
      body: registerOtpVerifySchema,
      response: tokens,
    },
    handler: async (request) =>
      auth.phoneVerification.verifyRegistration(request.body, request.client, await request.authenticate()),
  });

  app.route({
    ...route('auth.forgetPassword'),
    schema: {
      tags,
      summary: 'Email a password reset link',
      body: forgetPasswordSchema,
      response: { 202: acceptedSchema, ...errors },
    },
    handler: async (request, reply) => {
      await auth.passwordReset.request(request.body, request.client, request.lang);
      return reply.code(202).send(replyMessage('resetRequested', request.lang));
    },
  });

  app.route({
    ...route('auth.resetPassword'),
    schema: {
      tags,
      summary: 'Set a new password with the emailed token',
      params: resetTokenParamsSchema,
      body: resetPasswordSchema,
      response: accepted,
    },
    handler: async (request) => {
      await auth.passwordReset.reset(request.params.id, request.body.password, request.client, request.lang);
      return replyMessage('passwordReset', request.lang);
    },
  });

  app.route({
    ...route('auth.forcePassword'),
    schema: { tags, summary: 'Replace a password that must be changed', body: forcePasswordSchema, response: tokens },
    handler: async (request) =>
      auth.passwords.force(await request.caller(), request.body.password, request.client, request.lang),
  });

  app.route({
    ...route('auth.changePassword'),
    schema: { tags, summary: 'Change the password', body: changePasswordSchema, response: accepted },
    handler: async (request) => {
      await auth.passwords.change(await request.caller(), request.body, request.client, request.lang);
      return replyMessage('passwordChanged', request.lang);
    },
  });

  app.route({
    ...route('auth.profile'),
    schema: { tags, summary: 'The logged-in account', response: { 200: profileSchema, ...errors } },
    handler: async (request) => auth.profile(await request.caller()),
  });

  app.route({
    ...route('auth.sendConfirmationEmail'),
    schema: { tags, summary: 'Email a new confirmation link', response: accepted },
    handler: async (request) => {
      await auth.emailConfirmation.sendToAccount(await request.caller());
      return replyMessage('linkSent', request.lang);
    },
  });

  app.route({
    ...route('auth.confirmEmail'),
    schema: {
      tags,
      summary: 'Confirm the email with the emailed token',
      querystring: confirmEmailQuerySchema,
      response: accepted,
    },
    handler: async (request) => {
      await auth.emailConfirmation.confirm(request.query.token, request.client);
      return replyMessage('emailConfirmed', request.lang);
    },
  });

  app.route({
    ...route('auth.sendPhoneOtp'),
    schema: { tags, summary: 'Text a code to the account phone', response: accepted },
    handler: async (request) => {
      await auth.phoneOtp.sendToAccount(await request.caller(), request.lang);
      return replyMessage('codeSent', request.lang);
    },
  });

  app.route({
    ...route('auth.phoneCode'),
    schema: {
      tags,
      summary: 'Whether a texted code is waiting to be entered',
      response: { 200: phoneCodeStatusSchema, ...errors },
    },
    handler: async (request) => ({ pending: await auth.phoneOtp.pendingForAccount(await request.caller()) }),
  });

  app.route({
    ...route('auth.otpVerify'),
    schema: { tags, summary: 'Confirm the phone with the texted code', body: otpVerifySchema, response: tokens },
    handler: async (request) =>
      auth.phoneVerification.verifyForAccount(await request.caller(), request.body.code, request.client),
  });
};
