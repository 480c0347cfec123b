import { apiDocsMenu } from '../features/api-docs/menu';
import { clinicMenu } from '../features/clinic/menu';
import { dashboardMenu } from '../features/dashboard/menu';
import { demoMenu } from '../features/demo/menu';
import { endowmentsMenu } from '../features/endowments/menu';
import { eventsMenu } from '../features/events/menu';
import { namesMenu } from '../features/names/menu';
import { outboxMenu } from '../features/outbox/menu';
import { profileMenu } from '../features/profile/menu';
import { settingsMenu } from '../features/settings/menu';
import { usersMenu } from '../features/users/menu';
import type { FeatureMenu } from '../lib/feature/feature';
import type { FEATURES } from './features';

type FeatureName = (typeof FEATURES)[number]['name'];

/**
 * Each feature's dashboard menu entries, by the feature's name (its `menu.ts`). Only the
 * dashboard shell imports this module (app/menu.ts), so the public pages never load the menu's
 * icons and roles (issue 14).
 */
export const FEATURE_MENUS: Partial<Record<FeatureName, FeatureMenu>> = {
  dashboard: dashboardMenu,
  clinic: clinicMenu,
  endowments: endowmentsMenu,
  names: namesMenu,
  users: usersMenu,
  events: eventsMenu,
  settings: settingsMenu,
  profile: profileMenu,
  outbox: outboxMenu,
  'api-docs': apiDocsMenu,
  demo: demoMenu,
};
