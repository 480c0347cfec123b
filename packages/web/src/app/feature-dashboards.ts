import { clinicDashboard } from '../features/clinic/dashboard';
import { dashboardDashboard } from '../features/dashboard/dashboard';
import { demoDashboard } from '../features/demo/dashboard';
import { endowmentsDashboard } from '../features/endowments/dashboard';
import { eventsDashboard } from '../features/events/dashboard';
import { namesDashboard } from '../features/names/dashboard';
import { notificationsDashboard } from '../features/notifications/dashboard';
import { outboxDashboard } from '../features/outbox/dashboard';
import { profileDashboard } from '../features/profile/dashboard';
import { settingsDashboard } from '../features/settings/dashboard';
import { usersDashboard } from '../features/users/dashboard';
import type { Feature, FeatureDashboard } from '../lib/feature/feature';
import type { FEATURES } from './features';

type FeatureName = (typeof FEATURES)[number]['name'];

/**
 * Each feature's dashboard pages and top-bar widgets, by the feature's name (its `dashboard.ts`).
 * Only the dashboard shell imports this module (layouts/dashboard/dashboard-app.tsx), so the
 * public pages carry none of it (issue 14).
 */
export const FEATURE_DASHBOARDS: Partial<Record<FeatureName, FeatureDashboard>> = {
  names: namesDashboard,
  notifications: notificationsDashboard,
  dashboard: dashboardDashboard,
  clinic: clinicDashboard,
  endowments: endowmentsDashboard,
  users: usersDashboard,
  events: eventsDashboard,
  settings: settingsDashboard,
  profile: profileDashboard,
  outbox: outboxDashboard,
  demo: demoDashboard,
};

/** The dashboard parts of these features, in their order. */
export function dashboardsOf(features: readonly Feature[]): { name: string; dashboard: FeatureDashboard }[] {
  return features.flatMap((feature) => {
    const dashboard = FEATURE_DASHBOARDS[feature.name as FeatureName];
    return dashboard ? [{ name: feature.name, dashboard }] : [];
  });
}
