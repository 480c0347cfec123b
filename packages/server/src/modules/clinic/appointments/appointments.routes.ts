import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentParamsSchema,
  appointmentSchema,
  appointmentsPageSchema,
  bookAppointmentSchema,
  doctorAvailabilityQuerySchema,
  doctorAvailabilitySchema,
  doctorParamsSchema,
  exportAppointmentsQuerySchema,
  nextFreeQuerySchema,
  nextFreeSlotsSchema,
  idempotencyHeadersSchema,
  listAppointmentsQuerySchema,
  rescheduleAppointmentSchema,
  transitionBodySchema,
  type RouteKey,
} from '@bayan/shared';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../../lib/csv/csv-stream.js';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';
import type { StateAction } from './appointments.transition.js';

const tags = ['appointments'];
const errors = CLINIC_ERROR_RESPONSES;

const TRANSITION_ROUTES: [RouteKey, StateAction, string][] = [
  ['clinic.confirmAppointment', 'confirm', 'Confirm a pending appointment (Pending → Planed)'],
  ['clinic.rejectAppointment', 'reject', 'Reject a pending appointment, with a reason'],
  ['clinic.cancelAppointment', 'cancel', 'Cancel a pending or planned appointment'],
  ['clinic.completeAppointment', 'done', 'Mark a planned appointment done, once it has started'],
  ['clinic.markNoShow', 'no-show', 'Record a no-show, within 48 hours of the start'],
];

export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clinic } = app.services;

  app.route({
    ...route('clinic.bookAppointment'),
    schema: {
      tags,
      summary: 'Book an appointment (Idempotency-Key honoured: a replay answers 200 with the first booking)',
      headers: idempotencyHeadersSchema,
      body: bookAppointmentSchema,
      response: { 200: appointmentSchema, 201: appointmentSchema, ...errors },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const booked = await clinic.bookAppointment(request.body, await request.caller(), key);
      return reply.code(booked.replayed ? 200 : 201).send(booked.appointment);
    },
  });

  app.route({
    ...route('clinic.doctorAvailability'),
    schema: {
      tags,
      summary: 'A doctor’s slots day by day (start, end, seats left, Free/Full; Blocked too for the care team)',
      params: doctorParamsSchema,
      querystring: doctorAvailabilityQuerySchema,
      response: { 200: doctorAvailabilitySchema, ...errors },
    },
    handler: async (request) =>
      clinic.doctorAvailability(request.params.pubkey, request.query, await request.authenticate()),
  });

  app.route({
    ...route('clinic.nextFreeSlots'),
    schema: {
      tags,
      summary:
        'The next free slots across doctors, earliest first (by speciality or clinic); none: an empty list and a `message` (“No doctors available”)',
      querystring: nextFreeQuerySchema,
      response: { 200: nextFreeSlotsSchema, ...errors },
    },
    handler: async (request) => clinic.nextFreeSlots(request.query, await request.authenticate(), request.lang),
  });

  app.route({
    ...route('clinic.listAppointments'),
    schema: {
      tags,
      summary:
        'List appointments: a patient’s own, a doctor’s agenda, a clinic’s for its staff, all for admins; `q` searches names, the patient’s phone and ID number',
      querystring: listAppointmentsQuerySchema,
      response: { 200: appointmentsPageSchema, ...errors },
    },
    handler: async (request) => clinic.findAppointments(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.getAppointment'),
    schema: {
      tags,
      summary:
        'One appointment, as the list shows it, to whoever may see it there (its patient, its doctor, its clinic’s staff, admins); 404 for anyone else',
      params: appointmentParamsSchema,
      response: { 200: appointmentSchema, ...errors },
    },
    handler: async (request) => clinic.getAppointment(request.params.id, await request.caller()),
  });

  app.route({
    ...route('clinic.exportAppointments'),
    schema: {
      tags,
      summary:
        'Download as CSV (UTF-8 with BOM) every appointment the list’s filters and search match, in the same scope',
      querystring: exportAppointmentsQuerySchema,
      produces: ['text/csv'],
      response: { 200: csvResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const csv = await clinic.exportAppointments(request.query, await request.caller(), request.lang);
      return reply.headers(csvHeaders(csvFilename('appointments', new Date()))).send(csv);
    },
  });

  for (const [key, action, summary] of TRANSITION_ROUTES) {
    app.route({
      ...route(key),
      schema: {
        tags,
        summary,
        params: appointmentParamsSchema,
        body: transitionBodySchema,
        response: { 200: appointmentSchema, ...errors },
      },
      handler: async (request) =>
        clinic.transitionAppointment(action, request.params.id, request.body, await request.caller()),
    });
  }

  app.route({
    ...route('clinic.rescheduleAppointment'),
    schema: {
      tags,
      summary: 'Move an appointment: the new seat is taken and the old one canceled in one transaction',
      params: appointmentParamsSchema,
      body: rescheduleAppointmentSchema,
      response: { 201: appointmentSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await clinic.rescheduleAppointment(request.params.id, request.body, await request.caller())),
  });
};
