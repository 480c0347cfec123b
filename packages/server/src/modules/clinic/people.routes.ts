import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorsRoutes } from './doctors.routes.js';
import { patientsRoutes } from './patients.routes.js';

/** The clinic's people: doctors and patients. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(doctorsRoutes);
  await app.register(patientsRoutes);
};
