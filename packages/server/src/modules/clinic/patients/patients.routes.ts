import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPatientSchema,
  exportPatientsQuerySchema,
  listPatientsQuerySchema,
  errorBodySchema,
  patientConsentCodeSchema,
  patientConsentSentSchema,
  patientParamsSchema,
  patientSchema,
  patientsPageSchema,
  updatePatientSchema,
} from '@bayan/shared';
import { csvFilename, csvHeaders, csvResponseSchema } from '../../../lib/csv/csv-stream.js';
import { route } from '../../../lib/http/route.js';
import { OTP_RESEND_MS, OTP_TTL_MS } from '../../auth/phone-otp.js';
import { maskPhone } from '../../endowments/signing/masking.js';
import { peopleErrors as errors } from '../people.route-schemas.js';

const tags = ['patients'];
/** A desk's write that may set an ID number: its ID-number probes are limited (lib/throttle/id-probes.ts). */
const probed = { ...errors, 429: errorBodySchema };

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
      produces: ['text/csv'],
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
      summary:
        'Open an ACTIVE PATIENT account’s file, or register the patient in a clinic (staff: a patient new to their clinic needs `consentCode`)',
      body: createPatientSchema,
      response: { 201: patientSchema, ...probed },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await people.createPatient(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.patientConsentCode'),
    schema: {
      tags,
      summary:
        'Text the patient a 6-digit code that lets this clinic add them (their confirmed phone; 5 minutes, 5 attempts, 60 s between)',
      body: patientConsentCodeSchema,
      response: { 202: patientConsentSentSchema, ...errors, 422: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const phone = await people.sendConsentCode(request.body, await request.caller());
      const sent = {
        phone: maskPhone(phone),
        expiresInSeconds: OTP_TTL_MS / 1000,
        resendAfterSeconds: OTP_RESEND_MS / 1000,
      };
      return reply.code(202).send(sent);
    },
  });

  app.route({
    ...route('clinic.updatePatient'),
    schema: {
      tags,
      summary: 'Change a patient’s notes, gender, birthday or ID number',
      params: patientParamsSchema,
      body: updatePatientSchema,
      response: { 200: patientSchema, ...probed },
    },
    handler: async (request) => people.updatePatient(request.params.pubkey, request.body, await request.caller()),
  });
};
