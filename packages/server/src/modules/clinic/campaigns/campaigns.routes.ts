import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignParamsSchema,
  campaignSchema,
  campaignsPageSchema,
  createCampaignSchema,
  createPromotionSchema,
  currentPromotionsQuerySchema,
  currentPromotionsSchema,
  listCampaignsQuerySchema,
  listPromotionsQuerySchema,
  listRegistrationsQuerySchema,
  promotionSchema,
  promotionsPageSchema,
  registrationSchema,
  registrationsPageSchema,
  upcomingCampaignsQuerySchema,
  upcomingCampaignsSchema,
  updateCampaignSchema,
  updatePromotionSchema,
} from '@bayan/shared';
import { z } from 'zod';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES as errors } from '../clinic-responses.js';

const params = campaignParamsSchema;

/** Promotions and campaigns: staff write their clinic's, visitors read the current ones; patients register. */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { campaigns } = app.services.clinic;
  const promotionTags = ['promotions'];
  const tags = ['campaigns'];

  app.route({
    ...route('clinic.listPromotions'),
    schema: {
      tags: promotionTags,
      summary: 'List promotions: staff their clinic’s, admins all',
      querystring: listPromotionsQuerySchema,
      response: { 200: promotionsPageSchema, ...errors },
    },
    handler: async (request) => campaigns.listPromotions(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.currentPromotions'),
    schema: {
      tags: promotionTags,
      summary: 'Active promotions valid today (public)',
      querystring: currentPromotionsQuerySchema,
      response: { 200: currentPromotionsSchema, ...errors },
    },
    handler: async (request) => campaigns.currentPromotions(request.query.etablissement),
  });

  app.route({
    ...route('clinic.createPromotion'),
    schema: {
      tags: promotionTags,
      summary: 'Create a promotion (prices in halalas, both optional; after discount below the price)',
      body: createPromotionSchema,
      response: { 201: promotionSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await campaigns.createPromotion(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.updatePromotion'),
    schema: {
      tags: promotionTags,
      summary: 'Change a promotion: only the fields given',
      params,
      body: updatePromotionSchema,
      response: { 200: promotionSchema, ...errors },
    },
    handler: async (request) => campaigns.updatePromotion(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.deletePromotion'),
    schema: { tags: promotionTags, summary: 'Delete a promotion', params, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await campaigns.deletePromotion(request.params.pubkey, await request.caller());
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('clinic.listCampaigns'),
    schema: {
      tags,
      summary: 'List campaigns: staff their clinic’s, admins all',
      querystring: listCampaignsQuerySchema,
      response: { 200: campaignsPageSchema, ...errors },
    },
    handler: async (request) => campaigns.listCampaigns(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.upcomingCampaigns'),
    schema: {
      tags,
      summary: 'Campaigns not started yet (public); a logged-in patient sees their registration on each',
      querystring: upcomingCampaignsQuerySchema,
      response: { 200: upcomingCampaignsSchema, ...errors },
    },
    handler: async (request) => campaigns.upcomingCampaigns(request.query.etablissement, await request.authenticate()),
  });

  app.route({
    ...route('clinic.createCampaign'),
    schema: {
      tags,
      summary: 'Create a campaign: a day, its hours in the clinic’s zone, and its seats',
      body: createCampaignSchema,
      response: { 201: campaignSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await campaigns.createCampaign(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.updateCampaign'),
    schema: {
      tags,
      summary: 'Change a campaign (409 when the capacity would fall below the seats taken)',
      params,
      body: updateCampaignSchema,
      response: { 200: campaignSchema, ...errors },
    },
    handler: async (request) => campaigns.updateCampaign(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.deleteCampaign'),
    schema: {
      tags,
      summary: 'Delete a campaign nobody registered for (409 otherwise)',
      params,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await campaigns.deleteCampaign(request.params.pubkey, await request.caller());
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('clinic.registerForCampaign'),
    schema: {
      tags,
      summary: 'Register the calling patient (PENDING); 409 when full, past or already registered',
      params,
      response: { 201: registrationSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await campaigns.register(request.params.pubkey, await request.caller())),
  });

  app.route({
    ...route('clinic.listRegistrations'),
    schema: {
      tags,
      summary: 'Campaign registrations, by campaign and state',
      querystring: listRegistrationsQuerySchema,
      response: { 200: registrationsPageSchema, ...errors },
    },
    handler: async (request) => campaigns.listRegistrations(request.query, await request.caller()),
  });

  for (const move of ['accept', 'cancel'] as const) {
    app.route({
      ...route(move === 'accept' ? 'clinic.acceptRegistration' : 'clinic.cancelRegistration'),
      schema: {
        tags,
        summary:
          move === 'accept'
            ? 'Accept a PENDING registration'
            : 'Cancel a PENDING or ACCEPTED registration (staff, or the patient their own); frees the seat',
        params,
        response: { 200: registrationSchema, ...errors },
      },
      handler: async (request) => campaigns.moveRegistration(move, request.params.pubkey, await request.caller()),
    });
  }
};
