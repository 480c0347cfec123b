import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  joinWaitlistSchema,
  listWaitlistQuerySchema,
  waitlistEntriesSchema,
  waitlistEntrySchema,
  waitlistParamsSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['waitlist'];
const errors = CLINIC_ERROR_RESPONSES;

/** The waitlist: join, list, leave; the patient confirms or declines the seat held for them. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlist } = app.services.clinic;

  app.route({
    ...route('clinic.joinWaitlist'),
    schema: {
      tags,
      summary: 'Wait for a seat of a doctor, or of a speciality at a clinic, over a window of days (and times of day)',
      body: joinWaitlistSchema,
      response: { 201: waitlistEntrySchema, ...errors },
    },
    handler: async (request, reply) => reply.code(201).send(await waitlist.join(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.listWaitlist'),
    schema: {
      tags,
      summary: 'A patient’s own entries; the care team’s list of one doctor, in the order offers go',
      querystring: listWaitlistQuerySchema,
      response: { 200: waitlistEntriesSchema, ...errors },
    },
    handler: async (request) => waitlist.list(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.leaveWaitlist'),
    schema: {
      tags,
      summary: 'Take an entry off the list; a seat held for it goes to the next patient',
      params: waitlistParamsSchema,
      response: { 200: waitlistEntrySchema, ...errors },
    },
    handler: async (request) => waitlist.leave(request.params.id, await request.caller()),
  });

  app.route({
    ...route('clinic.confirmWaitlistOffer'),
    schema: {
      tags,
      summary: 'Book the seat held for the entry, while the hold lasts (409 CLINIC_WAITLIST_OFFER_GONE after)',
      params: waitlistParamsSchema,
      response: { 200: waitlistEntrySchema, ...errors },
    },
    handler: async (request) => waitlist.confirm(request.params.id, await request.caller()),
  });

  app.route({
    ...route('clinic.declineWaitlistOffer'),
    schema: {
      tags,
      summary: 'Let the held seat go to the next patient; the entry keeps waiting',
      params: waitlistParamsSchema,
      response: { 200: waitlistEntrySchema, ...errors },
    },
    handler: async (request) => waitlist.decline(request.params.id, await request.caller()),
  });
};
