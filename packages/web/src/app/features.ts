import { apiDocsFeature } from '../features/api-docs';
import { authFeature } from '../features/auth';
import { clinicFeature } from '../features/clinic';
import { clinicReservationFeature } from '../features/clinic-reservation';
import { clinicSiteFeature } from '../features/clinic-site';
import { contactFeature } from '../features/contact';
import { dashboardFeature } from '../features/dashboard';
import { demoFeature } from '../features/demo';
import { endowmentsFeature } from '../features/endowments';
import { eventsFeature } from '../features/events';
import { legalFeature } from '../features/legal';
import { namesFeature } from '../features/names';
import { notificationsFeature } from '../features/notifications';
import { outboxFeature } from '../features/outbox';
import { profileFeature } from '../features/profile';
import { settingsFeature } from '../features/settings';
import { usersFeature } from '../features/users';
import { welcomeFeature } from '../features/welcome';

/**
 * THE list of the web app's features: adding one is its folder and a line here. The order is the
 * menu's within each section and the top bar's, and a public path two features claim goes to the
 * one listed first (`/home` is the names landing, and the welcome page without names).
 */
export const FEATURES = [
  namesFeature,
  welcomeFeature,
  contactFeature,
  legalFeature,
  authFeature,
  notificationsFeature,
  dashboardFeature,
  clinicFeature,
  clinicReservationFeature,
  clinicSiteFeature,
  endowmentsFeature,
  usersFeature,
  eventsFeature,
  settingsFeature,
  profileFeature,
  outboxFeature,
  apiDocsFeature,
  demoFeature,
] as const;
