import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentSeriesSchema,
  bookSeriesSchema,
  cancelSeriesSchema,
  idempotencyHeadersSchema,
  previewSeriesSchema,
  seriesParamsSchema,
  seriesPreviewSchema,
} from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['appointments'];
const errors = CLINIC_ERROR_RESPONSES;

/** Recurring visits: the preview, the booking, the series and "cancel this and the following". */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { series } = app.services.clinic;

  app.route({
    ...route('clinic.previewSeries'),
    schema: {
      tags,
      summary: 'Check a recurring series: each occurrence Free or in conflict, with the reason a booking would get',
      body: previewSeriesSchema,
      response: { 200: seriesPreviewSchema, ...errors },
    },
    handler: async (request) => series.preview(request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.bookSeries'),
    schema: {
      tags,
      summary:
        'Book a recurring series in one transaction: all occurrences or none (409 lists the conflicts in `details`, path `occurrences.<index>`), or `free-only`; Idempotency-Key honoured',
      headers: idempotencyHeadersSchema,
      body: bookSeriesSchema,
      response: { 200: appointmentSeriesSchema, 201: appointmentSeriesSchema, ...errors },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const booked = await series.book(request.body, await request.caller(), key);
      return reply.code(booked.replayed ? 200 : 201).send(booked.series);
    },
  });

  app.route({
    ...route('clinic.getSeries'),
    schema: {
      tags,
      summary: 'A recurring series with its appointments, to whoever sees them; 404 for anyone else',
      params: seriesParamsSchema,
      response: { 200: appointmentSeriesSchema, ...errors },
    },
    handler: async (request) => series.get(request.params.id, await request.caller()),
  });

  app.route({
    ...route('clinic.cancelSeries'),
    schema: {
      tags,
      summary:
        'Cancel an occurrence and the later ones still to come, in one transaction, with one notice to the patient',
      params: seriesParamsSchema,
      body: cancelSeriesSchema,
      response: { 200: appointmentSeriesSchema, ...errors },
    },
    handler: async (request) => series.cancelFrom(request.params.id, request.body, await request.caller()),
  });
};
