import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doctorPhotoRoutes } from './doctors/doctors.photo.routes.js';
import { doctorsRoutes } from './doctors/doctors.routes.js';
import { patientsRoutes } from './patients/patients.routes.js';

/** The clinic's people: doctors and patients. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(doctorsRoutes);
  await app.register(doctorPhotoRoutes);
  await app.register(patientsRoutes);
};
