import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agendasRoutes } from './agendas/agendas.routes.js';
import { appointmentLinksRoutes } from './reminders/appointment-links.routes.js';
import { appointmentsRoutes } from './appointments/appointments.routes.js';
import { peopleRoutes } from './people.routes.js';
import { directoryRoutesPlugin } from './directory/directory.routes.js';
import { reservationsRoutes } from './reservations/reservations.routes.js';
import { ratingsRoutes } from './ratings/ratings.routes.js';
import { campaignsRoutes } from './campaigns/campaigns.routes.js';
import { calendarFeedsRoutes } from './feeds/calendar-feeds.routes.js';
import { waitlistRoutes } from './waitlist/waitlist.routes.js';
import { seriesRoutes } from './series/series.routes.js';

/** The clinic's route groups, one plugin per area (directory, agendas, appointments). */
export const clinicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(appointmentsRoutes);
  await app.register(peopleRoutes);
  await app.register(directoryRoutesPlugin);
  await app.register(agendasRoutes);
  await app.register(reservationsRoutes);
  await app.register(ratingsRoutes);
  await app.register(campaignsRoutes);
  await app.register(appointmentLinksRoutes);
  await app.register(calendarFeedsRoutes);
  await app.register(waitlistRoutes);
  await app.register(seriesRoutes);
};
