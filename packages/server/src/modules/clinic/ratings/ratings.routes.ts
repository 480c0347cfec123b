import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParamsSchema,
  doctorParamsSchema,
  doctorReviewsPageSchema,
  doctorReviewsQuerySchema,
  listRatingsQuerySchema,
  myDoctorsSchema,
  rateAppointmentSchema,
  ratingParamsSchema,
  ratingSchema,
  ratingsPageSchema,
} from '@bayan/shared';
import { z } from 'zod';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['ratings'];
const errors = CLINIC_ERROR_RESPONSES;

/** Ratings and comments, their moderation, and a patient's doctors (issue 11). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings } = app.services.clinic;

  app.route({
    ...route('clinic.rateAppointment'),
    schema: {
      tags,
      summary:
        'Rate the doctor of one’s own Done appointment (1–5 stars, optional comment), once, within 14 days of its start',
      params: appointmentParamsSchema,
      body: rateAppointmentSchema,
      response: { 201: ratingSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await ratings.rate(request.params.id, request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.doctorReviews'),
    schema: {
      tags,
      summary: 'A doctor’s average and count, and approved comments newest first (patients by first name and initial)',
      params: doctorParamsSchema,
      querystring: doctorReviewsQuerySchema,
      response: { 200: doctorReviewsPageSchema, ...errors },
    },
    // Public: approved comments only, their authors by first name and initial (finding 28).
    handler: (request) => ratings.doctorReviews(request.params.pubkey, request.query),
  });

  app.route({
    ...route('clinic.myRatings'),
    schema: {
      tags,
      summary: 'The caller’s own ratings, newest first',
      response: { 200: z.object({ data: z.array(ratingSchema) }), ...errors },
    },
    handler: async (request) => ratings.mine(await request.caller()),
  });

  app.route({
    ...route('clinic.myDoctors'),
    schema: {
      tags,
      summary: 'The doctors the caller has seen (Done appointments), with the last visit, latest first',
      response: { 200: myDoctorsSchema, ...errors },
    },
    handler: async (request) => ratings.myDoctors(await request.caller()),
  });

  app.route({
    ...route('clinic.listRatings'),
    schema: {
      tags,
      summary: 'Comments by moderation state (pending by default), oldest first: staff their clinic’s, admins all',
      querystring: listRatingsQuerySchema,
      response: { 200: ratingsPageSchema, ...errors },
    },
    handler: async (request) => ratings.list(request.query, await request.caller()),
  });

  const decisions = [
    ['clinic.approveRating', 'approved', 'Publish a pending comment'],
    ['clinic.rejectRating', 'rejected', 'Refuse a pending comment (its stars still count)'],
  ] as const;
  for (const [key, decision, summary] of decisions) {
    app.route({
      ...route(key),
      schema: { tags, summary, params: ratingParamsSchema, response: { 200: ratingSchema, ...errors } },
      handler: async (request) => ratings.moderate(request.params.pubkey, decision, await request.caller()),
    });
  }
};
