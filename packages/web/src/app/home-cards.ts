import type { HomeCard } from '../components/home/home-cards';
import { ACTIVE_FEATURES } from './active-features';
import { dashboardsOf } from './feature-dashboards';

/** The switched-on features' home cards (lib/feature/feature.ts `home`), in the features' order. */
export const HOME_CARDS: readonly HomeCard[] = dashboardsOf(ACTIVE_FEATURES).flatMap(({ name, dashboard }) =>
  (dashboard.home ?? []).map((Card, index) => ({ key: `${name}-${index}`, Card })),
);
