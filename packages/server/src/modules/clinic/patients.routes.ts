import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPatientSchema,
  exportPatientsQuerySchema,
  listPatientsQuerySchema,
  patientParamsSchema,
  patientSchema,
  patientsPageSchema,
  updatePatientSchema,
} from '@bayan/shared';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../lib/csv/csv-stream.js';
import { route } from '../../lib/http/route.js';
import { peopleErrors as errors } from './people.route-schemas.js';

const tags = ['patients'];

/** Patients' files: the care team's only, each caller within their scope (patients.scope.ts). */
export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { people } = app.services.clinic;

  app.route({
    ...route('clinic.listPatients'),
    schema: {
      tags,
      summary: 'Patients: all for admins, a clinic’s for its staff, a doctor’s own patients',
      querystring: listPatientsQuerySchema,
      response: { 200: patientsPageSchema, ...errors },
    },
    handler: async (request) => people.findPatients(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.exportPatients'),
    schema: {
      tags,
      summary: 'Download the patients the filters match as CSV (UTF-8 with BOM)',
      querystring: exportPatientsQuerySchema,
      response: { 200: csvResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const csv = await people.exportPatients(request.query, await request.caller(), request.lang);
      return reply.headers(csvHeaders(csvFilename('patients', new Date()))).send(csv);
    },
  });

  app.route({
    ...route('clinic.getPatient'),
    schema: {
      tags,
      summary: 'One patient’s file by their account’s pubkey',
      params: patientParamsSchema,
      response: { 200: patientSchema, ...errors },
    },
    handler: async (request) => people.getPatient(request.params.pubkey, await request.caller()),
  });

  app.route({
    ...route('clinic.createPatient'),
    schema: {
      tags,
      summary: 'Open an ACTIVE PATIENT account’s file, or register the patient in a clinic',
      body: createPatientSchema,
      response: { 201: patientSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await people.createPatient(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.updatePatient'),
    schema: {
      tags,
      summary: 'Change a patient’s notes, gender, birthday or ID number',
      params: patientParamsSchema,
      body: updatePatientSchema,
      response: { 200: patientSchema, ...errors },
    },
    handler: async (request) => people.updatePatient(request.params.pubkey, request.body, await request.caller()),
  });
};
