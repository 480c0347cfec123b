import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentsRoutes } from './attachments/attachments.routes.js';
import { deedsRoutes } from './deeds/deeds.routes.js';
import { profileGateRoutes } from './profile-gate/profile-gate.routes.js';

/** The endowments module's route groups: the deeds, their files, and the profile gate's completion. */
export const endowmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deedsRoutes);
  await app.register(attachmentsRoutes);
  await app.register(profileGateRoutes);
};
