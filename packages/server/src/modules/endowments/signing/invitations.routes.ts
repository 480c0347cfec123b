import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endowmentClaimSchema,
  endowmentInvitationDetailSchema,
  endowmentInvitationListQuerySchema,
  endowmentInvitationOtpSchema,
  endowmentInvitationPageSchema,
  endowmentInvitationParamsSchema,
  endowmentInvitationSchema,
  endowmentRejectSchema,
  endowmentSignSchema,
  errorBodySchema,
  walletPageSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { ENDOWMENTS_ERROR_RESPONSES as errors } from '../endowments-responses.js';
import { sentCode } from './sent-code.js';
import { sendDocumentHtml } from './signing.routes.js';

const tags = ['endowments'];

/** The supervisors' and witnesses' invitations (found by the caller's ID number, proven by the party's phone), and the wallet. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signing } = app.services.endowments;

  app.route({
    ...route('endowments.invitations'),
    schema: {
      tags,
      summary: 'The caller’s invitations to sign, the newest per deed (role: SUPERVISOR or WITNESS)',
      querystring: endowmentInvitationListQuerySchema,
      response: { 200: endowmentInvitationPageSchema, ...errors },
    },
    handler: async (request) => signing.invitations(request.query.role, await request.caller()),
  });

  app.route({
    ...route('endowments.invitation'),
    schema: {
      tags,
      summary: 'One invitation: the version’s canonical snapshot and hash; the first view marks it VIEWED',
      params: endowmentInvitationParamsSchema,
      response: { 200: endowmentInvitationDetailSchema, ...errors },
    },
    handler: async (request) => signing.invitation(request.params.pubkey, await request.caller()),
  });

  app.route({
    ...route('endowments.invitationDocument'),
    schema: {
      tags,
      summary: 'The invited version as the document’s HTML',
      produces: ['text/html'],
      params: endowmentInvitationParamsSchema,
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) =>
      sendDocumentHtml(reply, await signing.invitationDocument(request.params.pubkey, await request.caller())),
  });

  app.route({
    ...route('endowments.claimCode'),
    schema: {
      tags,
      summary:
        'Text a 6-digit code to the phone the endower entered for this party, to prove the caller is that party (5 minutes, 5 attempts, 60 s between)',
      params: endowmentInvitationParamsSchema,
      response: { 202: endowmentInvitationOtpSchema, ...errors, 429: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.code(202).send(sentCode(await signing.claimCode(request.params.pubkey, await request.caller()))),
  });

  app.route({
    ...route('endowments.claim'),
    schema: {
      tags,
      summary:
        'Prove to be the party with the code claim-code sent: the invitation is then the caller’s, with its deed',
      params: endowmentInvitationParamsSchema,
      body: endowmentClaimSchema,
      response: { 200: endowmentInvitationSchema, ...errors, 429: errorBodySchema },
    },
    handler: async (request) => signing.claim(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('endowments.invitationOtp'),
    schema: {
      tags,
      summary:
        'Text a 6-digit signing code to the party’s phone, the one the endower entered (5 minutes, 5 attempts, 60 s between)',
      params: endowmentInvitationParamsSchema,
      response: { 202: endowmentInvitationOtpSchema, ...errors, 429: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.code(202).send(sentCode(await signing.sendCode(request.params.pubkey, await request.caller()))),
  });

  app.route({
    ...route('endowments.sign'),
    schema: {
      tags,
      summary: 'Sign with the code and the hash shown (409 ENDOWMENT_HASH_MISMATCH when it is not the stored one)',
      params: endowmentInvitationParamsSchema,
      body: endowmentSignSchema,
      response: { 200: endowmentInvitationSchema, ...errors, 429: errorBodySchema },
    },
    handler: async (request) => signing.sign(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('endowments.reject'),
    schema: {
      tags,
      summary: 'Refuse to sign, with a reason: the deed goes to CHANGES_REQUESTED',
      params: endowmentInvitationParamsSchema,
      body: endowmentRejectSchema,
      response: { 200: endowmentInvitationSchema, ...errors },
    },
    handler: async (request) => signing.reject(request.params.pubkey, request.body.reason, await request.caller()),
  });

  app.route({
    ...route('endowments.wallet'),
    schema: {
      tags,
      summary: 'The caller’s deeds as endower, supervisor, witness or beneficiary',
      response: { 200: walletPageSchema, ...errors },
    },
    handler: async (request) => signing.wallet(await request.caller()),
  });
};
