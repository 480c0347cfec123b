import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agendaParamsSchema,
  agendaSchema,
  agendasPageSchema,
  consultationTypeInputSchema,
  consultationTypeParamsSchema,
  consultationTypeSchema,
  createAgendaSchema,
  listAgendasQuerySchema,
  updateAgendaSchema,
  updateConsultationTypeSchema,
} from '@bayan/shared';
import { z } from 'zod';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';
import { blocksRoutes } from '../time-off/blocks.routes.js';

const tags = ['agendas'];
const errors = CLINIC_ERROR_RESPONSES;

/** Doctors' agendas and consultation types, and (blocks.routes) their time off. */
export const agendasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedules } = app.services.clinic;

  app.route({
    ...route('clinic.listAgendas'),
    schema: {
      tags,
      summary: 'List agendas: a doctor’s own, a clinic’s for its staff, all for admins',
      querystring: listAgendasQuerySchema,
      response: { 200: agendasPageSchema, ...errors },
    },
    handler: async (request) => schedules.findAgendas(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.getAgenda'),
    schema: { tags, summary: 'Get one agenda', params: agendaParamsSchema, response: { 200: agendaSchema, ...errors } },
    handler: async (request) => schedules.getAgenda(request.params.pubkey, await request.caller()),
  });

  app.route({
    ...route('clinic.createAgenda'),
    schema: {
      tags,
      summary: 'Create a doctor’s agenda with its consultation types (409 when it shares a date with another)',
      body: createAgendaSchema,
      response: { 201: agendaSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await schedules.createAgenda(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.updateAgenda'),
    schema: {
      tags,
      summary: 'Change dates, hours, slot length or patients limit (409 listing the bookings it would strand)',
      params: agendaParamsSchema,
      body: updateAgendaSchema,
      response: { 200: agendaSchema, ...errors },
    },
    handler: async (request) => schedules.updateAgenda(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.deleteAgenda'),
    schema: {
      tags,
      summary: 'Delete an agenda no appointment was booked on (409 otherwise)',
      params: agendaParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await schedules.deleteAgenda(request.params.pubkey, await request.caller());
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route('clinic.addConsultationType'),
    schema: {
      tags,
      summary: 'Offer one more consultation type on an agenda',
      params: agendaParamsSchema,
      body: consultationTypeInputSchema,
      response: { 201: consultationTypeSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await schedules.addConsultationType(request.params.pubkey, request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.updateConsultationType'),
    schema: {
      tags,
      summary: 'Change a consultation type (booked appointments keep their price and length)',
      params: consultationTypeParamsSchema,
      body: updateConsultationTypeSchema,
      response: { 200: consultationTypeSchema, ...errors },
    },
    handler: async (request) =>
      schedules.updateConsultationType(request.params.pubkey, request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.retireConsultationType'),
    schema: {
      tags,
      summary: 'Stop offering a consultation type (409 listing its active appointments to cancel first)',
      params: consultationTypeParamsSchema,
      response: { 200: consultationTypeSchema, ...errors },
    },
    handler: async (request) => schedules.retireConsultationType(request.params.pubkey, await request.caller()),
  });

  await app.register(blocksRoutes);
};
