import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appliedHolidaysSchema,
  applyHolidaysSchema,
  blockParamsSchema,
  blockSchema,
  blocksPageSchema,
  createBlockSchema,
  listBlocksQuerySchema,
} from '@bayan/shared';
import { z } from 'zod';
import { route } from '../../../lib/http/route.js';
import { CLINIC_ERROR_RESPONSES } from '../clinic-responses.js';

const tags = ['agendas'];
const errors = CLINIC_ERROR_RESPONSES;

/** Time off: a doctor's (leave) or a whole clinic's (holidays, Ramadan hours). */
export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schedules } = app.services.clinic;

  app.route({
    ...route('clinic.listBlocks'),
    schema: {
      tags,
      summary: 'List time off overlapping from/to: a doctor’s own and their clinic’s, a clinic’s for its staff',
      querystring: listBlocksQuerySchema,
      response: { 200: blocksPageSchema, ...errors },
    },
    handler: async (request) => schedules.findBlocks(request.query, await request.caller()),
  });

  app.route({
    ...route('clinic.createBlock'),
    schema: {
      tags,
      summary: 'Add time off for a doctor or a clinic (409 listing the active appointments it covers)',
      body: createBlockSchema,
      response: { 201: blockSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await schedules.createBlock(request.body, await request.caller())),
  });

  app.route({
    ...route('clinic.applyHolidays'),
    schema: {
      tags,
      summary:
        'Block a clinic’s official holidays of a Gregorian year (both Eids by Umm al-Qura, Founding Day, National Day); idempotent, 409 listing the active appointments they cover',
      body: applyHolidaysSchema,
      response: { 200: appliedHolidaysSchema, ...errors },
    },
    handler: async (request) => schedules.applyHolidays(request.body, await request.caller()),
  });

  app.route({
    ...route('clinic.deleteBlock'),
    schema: { tags, summary: 'Remove time off', params: blockParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await schedules.deleteBlock(request.params.pubkey, await request.caller());
      return reply.code(204).send(null);
    },
  });
};
