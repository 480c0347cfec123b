import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCTOR_PHOTO_MAX_BYTES,
  DOCTOR_PHOTO_TYPES,
  doctorParamsSchema,
  doctorPhotoQuerySchema,
  doctorSchema,
  errorBodySchema,
} from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import type { FormSpec } from '../../../lib/http/multipart-form.js';
import { route } from '../../../lib/http/route.js';
import { readSingleFileForm, singleUploadOf } from '../../../lib/http/single-file-form.js';
import { peopleErrors as errors } from '../people.route-schemas.js';

const tags = ['doctors'];

const form: FormSpec<'photo'> = {
  fields: [],
  files: { photo: { maxCount: 1, maxBytes: DOCTOR_PHOTO_MAX_BYTES, types: DOCTOR_PHOTO_TYPES } },
  codes: { type: 'CLINIC_DOCTOR_PHOTO_TYPE', tooLarge: 'CLINIC_DOCTOR_PHOTO_TOO_LARGE' },
};
const readPhotoForm = (request: FastifyRequest) => readSingleFileForm(request, form, 'photo');
const fileErrors = { 413: errorBodySchema, 415: errorBodySchema };

/** A photo whose URL names its current version never changes: any cache may keep it for good. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Any other request (no version, an old one): cached, but asked again each time (ETag). */
const REVALIDATE = 'public, no-cache';

/** Whether an If-None-Match list names this ETag (weakly compared, as RFC 9110 asks for it). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

/**
 * A doctor's public photo: read by anyone (the booking flow, public pages), set and removed by
 * whoever may edit the profile. Multipart is registered in this scope only.
 */
export const doctorPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const { people } = app.services.clinic;

  app.route({
    ...route('clinic.getDoctorPhoto'),
    schema: {
      tags,
      summary: 'A doctor’s photo (public); 304 for a current If-None-Match',
      produces: [...DOCTOR_PHOTO_TYPES],
      params: doctorParamsSchema,
      querystring: doctorPhotoQuerySchema,
      response: {
        200: z.string().meta({ format: 'binary' }).describe('The image'),
        304: z.null().describe('Not modified: the If-None-Match names the current photo'),
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const photo = await people.openDoctorPhoto(request.params.pubkey);
      const etag = `"${photo.version}"`;
      reply
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', request.query.v === photo.version ? FOREVER : REVALIDATE);
      if (matches(request.headers['if-none-match'], etag)) {
        photo.stream.destroy();
        // Not modified: no body.
        return reply.code(304).send(undefined as never);
      }
      // A stream is piped as it is; the response schema only documents it.
      return reply
        .type(photo.type)
        .header('content-length', photo.size)
        .send(photo.stream as never);
    },
  });

  app.route({
    ...route('clinic.putDoctorPhoto'),
    preValidation: readPhotoForm,
    schema: {
      tags,
      summary: 'Set or replace a doctor’s photo (as for the profile: a doctor their own)',
      description: `multipart/form-data with one \`photo\` part: JPEG, PNG or WebP recognised by its content, at most ${DOCTOR_PHOTO_MAX_BYTES} bytes.`,
      consumes: ['multipart/form-data'],
      params: doctorParamsSchema,
      body: z.object({}),
      response: { 200: doctorSchema, ...errors, ...fileErrors },
    },
    handler: async (request) => {
      const upload = singleUploadOf(request);
      if (!upload) throw new AppError('CLINIC_DOCTOR_PHOTO_REQUIRED');
      return people.setDoctorPhoto(request.params.pubkey, upload, await request.caller());
    },
  });

  app.route({
    ...route('clinic.deleteDoctorPhoto'),
    schema: {
      tags,
      summary: 'Remove a doctor’s photo (404 when there is none)',
      params: doctorParamsSchema,
      response: { 200: doctorSchema, ...errors },
    },
    handler: async (request) => people.removeDoctorPhoto(request.params.pubkey, await request.caller()),
  });
};
