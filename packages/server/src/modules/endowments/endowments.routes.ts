import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentsRoutes } from './attachments/attachments.routes.js';
import { deedsRoutes } from './deeds/deeds.routes.js';

/** The endowments module's route groups: the deeds and their files. */
export const endowmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deedsRoutes);
  await app.register(attachmentsRoutes);
};
