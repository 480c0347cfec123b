import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentLinkParamsSchema, appointmentLinkSchema, errorBodySchema } from '@bayan/shared';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['appointments'];
const errors = CLINIC_ERROR_RESPONSES;

/** A reminder's confirm and cancel links: public, the signed single-use token is the key. */
export const appointmentLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clinic } = app.services;

  app.route({
    ...route('clinic.viewAppointmentLink'),
    schema: {
      tags,
      summary: 'What a reminder’s link is for: the appointment, the action, whether it was used (no login)',
      params: appointmentLinkParamsSchema,
      response: { 200: appointmentLinkSchema, ...errors },
    },
    handler: (request) => clinic.viewAppointmentLink(request.params.token),
  });

  app.route({
    ...route('clinic.useAppointmentLink'),
    schema: {
      tags,
      summary:
        'Use a reminder’s link once: confirm attendance, or cancel (refused after the cancellation cut-off); no login',
      params: appointmentLinkParamsSchema,
      // 410 CLINIC_LINK_EXPIRED: the appointment's time has come.
      response: { 200: appointmentLinkSchema, ...errors, 410: errorBodySchema },
    },
    handler: (request) => clinic.useAppointmentLink(request.params.token, request.client),
  });
};
