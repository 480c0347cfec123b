import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  mostProfitableSchema,
  periodQuerySchema,
  professionalsQuerySchema,
  statisticsSchema,
  yearlyRevenueSchema,
  yearQuerySchema,
} from '@bayan/shared';
import { route } from '../../lib/http/route.js';

const tags = ['dashboard'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The dashboard home's figures (spec §7 Dashboard), ADMIN only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.services;

  app.route({
    ...route('dashboard.statistics'),
    schema: {
      tags,
      summary: 'Counts of users, names, events and appointments; period defaults to this month',
      querystring: periodQuerySchema,
      response: { 200: statisticsSchema, ...errors },
    },
    handler: async (request) => ({
      statistics: await dashboard.statistics(request.query, await request.caller()),
    }),
  });

  app.route({
    ...route('dashboard.mostProfitableProfessionals'),
    schema: {
      tags,
      summary: 'Doctors ranked by the revenue of their Done appointments in the period',
      querystring: professionalsQuerySchema,
      response: { 200: mostProfitableSchema, ...errors },
    },
    handler: async (request) => ({
      mostProfitableProfessionals: await dashboard.mostProfitableProfessionals(
        request.query,
        (await request.caller()).lang,
      ),
    }),
  });

  app.route({
    ...route('dashboard.yearlyRevenue'),
    schema: {
      tags,
      summary: 'Revenue of each month of a year, in SAR; defaults to this year',
      querystring: yearQuerySchema,
      response: { 200: yearlyRevenueSchema, ...errors },
    },
    handler: async (request) => ({ yearlyRevenue: await dashboard.yearlyRevenue(request.query.year) }),
  });
};
