import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentsRoutes } from './attachments/attachments.routes.js';
import { deedsRoutes } from './deeds/deeds.routes.js';
import { profileGateRoutes } from './profile-gate/profile-gate.routes.js';
import { invitationsRoutes } from './signing/invitations.routes.js';
import { signingRoutes } from './signing/signing.routes.js';
import { verifyRoutes } from './signing/verify.routes.js';

/** The endowments module's route groups: the deeds, their files, the profile gate's completion, and signing (issue 13). */
export const endowmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deedsRoutes);
  await app.register(attachmentsRoutes);
  await app.register(profileGateRoutes);
  await app.register(signingRoutes);
  await app.register(invitationsRoutes);
  await app.register(verifyRoutes);
};
