import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptReservationSchema,
  acceptedSchema,
  createReservationSchema,
  declineReservationSchema,
  errorBodySchema,
  listReservationsQuerySchema,
  publicReservationSchema,
  reservationCreatedSchema,
  reservationParamsSchema,
  reservationSchema,
  reservationsPageSchema,
  reservationTokenQuerySchema,
  resendReservationCodeSchema,
  verifyReservationSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['reservations'];
const errors = { ...CLINIC_ERROR_RESPONSES, 429: errorBodySchema };

const CODE_SENT = {
  ar: 'أرسلنا رمز التحقق إلى جوالك.',
  en: 'We have sent a verification code to your phone.',
} as const;

/** The visitor's request and its code (public, by its id and secret), and the staff's list and decisions. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reservations } = app.services.clinic;

  app.route({
    ...route('clinic.createReservation'),
    schema: {
      tags,
      summary: 'A visitor asks for an appointment; a code is texted to the phone (throttled per IP and per phone)',
      body: createReservationSchema,
      response: { 201: reservationCreatedSchema, ...errors },
    },
    handler: async (request, reply) => reply.code(201).send(await reservations.create(request.body, request.client)),
  });

  app.route({
    ...route('clinic.verifyReservation'),
    schema: {
      tags,
      summary: 'Confirm the request’s phone with the texted code: the clinic’s staff see it from now on',
      params: reservationParamsSchema,
      body: verifyReservationSchema,
      response: { 200: publicReservationSchema, ...errors },
    },
    handler: (request) => reservations.verify(request.params.id, request.body, request.client),
  });

  app.route({
    ...route('clinic.resendReservationCode'),
    schema: {
      tags,
      summary: 'Text a new code for a request still waiting for its phone',
      params: reservationParamsSchema,
      body: resendReservationCodeSchema,
      response: { 200: acceptedSchema, ...errors },
    },
    handler: async (request) => {
      await reservations.resend(request.params.id, request.body.token, request.client);
      return { message: CODE_SENT[request.lang] };
    },
  });

  app.route({
    ...route('clinic.getPublicReservation'),
    schema: {
      tags,
      summary: 'The request’s state for the visitor’s confirmation screen (its id and secret)',
      params: reservationParamsSchema,
      querystring: reservationTokenQuerySchema,
      response: { 200: publicReservationSchema, ...errors },
    },
    handler: (request) => reservations.read(request.params.id, request.query.token, request.client),
  });

  app.route({
    ...route('clinic.listReservations'),
    schema: {
      tags,
      summary: 'The confirmed requests of the caller’s clinic (every clinic for admins)',
      querystring: listReservationsQuerySchema,
      response: { 200: reservationsPageSchema, ...errors },
    },
    handler: async (request) => reservations.list(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.acceptReservation'),
    schema: {
      tags,
      summary: 'Book the chosen slot for the request’s patient (found or opened) and accept it',
      params: reservationParamsSchema,
      body: acceptReservationSchema,
      response: { 200: reservationSchema, ...errors },
    },
    handler: async (request) => reservations.accept(request.params.id, request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.declineReservation'),
    schema: {
      tags,
      summary: 'Decline the request with a reason, texted to the visitor',
      params: reservationParamsSchema,
      body: declineReservationSchema,
      response: { 200: reservationSchema, ...errors },
    },
    handler: async (request) => reservations.decline(request.params.id, request.body.reason, await request.caller()),
  });
};
