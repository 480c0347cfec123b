import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDoctorSchema,
  doctorParamsSchema,
  doctorSchema,
  doctorsPageSchema,
  listDoctorsQuerySchema,
  updateDoctorSchema,
} from '@bayan/shared';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../../lib/csv/csv-stream.js';
import { route } from '../../../lib/http/route.js';
import { peopleErrors as errors } from '../people.route-schemas.js';

const tags = ['doctors'];

/** Doctors: the public directory the booking flow lists, and the desk's profile edits. */
export const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { people } = app.services.clinic;

  app.route({
    ...route('clinic.listDoctors'),
    schema: {
      tags,
      summary: 'Doctors by speciality or clinic, searchable by name (public; ACTIVE accounts, no contacts)',
      querystring: listDoctorsQuerySchema,
      response: { 200: doctorsPageSchema, ...errors },
    },
    handler: async (request) => people.findDoctors(request.query),
  });

  app.route({
    ...route('clinic.exportDoctors'),
    schema: {
      tags,
      summary: 'Download the doctors the filters match as CSV, with contacts (staff: their own clinic)',
      querystring: listDoctorsQuerySchema.omit({ page: true, limit: true }),
      produces: ['text/csv'],
      response: { 200: csvResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const csv = await people.exportDoctors(request.query, await request.caller(), request.lang);
      return reply.headers(csvHeaders(csvFilename('doctors', new Date()))).send(csv);
    },
  });

  app.route({
    ...route('clinic.getDoctor'),
    schema: {
      tags,
      summary: 'One doctor by their account’s pubkey (public)',
      params: doctorParamsSchema,
      response: { 200: doctorSchema, ...errors },
    },
    handler: async (request) => people.getDoctor(request.params.pubkey),
  });

  app.route({
    ...route('clinic.createDoctor'),
    schema: {
      tags,
      summary: 'Give an ACTIVE DOCTOR account its clinic profile (staff: in their own clinic)',
      body: createDoctorSchema,
      response: { 201: doctorSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await people.createDoctor(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.updateDoctor'),
    schema: {
      tags,
      summary: 'Change a doctor’s profile (a doctor: their own bio only)',
      params: doctorParamsSchema,
      body: updateDoctorSchema,
      response: { 200: doctorSchema, ...errors },
    },
    handler: async (request) => people.updateDoctor(request.params.pubkey, request.body, await request.caller()),
  });
};
