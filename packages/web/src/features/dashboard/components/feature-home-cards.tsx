import { Suspense } from 'react';
import type { Profile } from '@bayan/shared';
import { ACTIVE_FEATURES } from '../../../app/active-features';
import { dashboardsOf } from '../../../app/feature-dashboards';

/** The switched-on features' home cards (app/feature.ts `home`), in the features' order. */
const CARDS = dashboardsOf(ACTIVE_FEATURES).flatMap(({ name, dashboard }) =>
  (dashboard.home ?? []).map((Card, index) => ({ key: `${name}-${index}`, Card })),
);

/**
 * Finding 8: what waits for the account holder in each feature (a deed to sign or finalise,
 * today's appointments, the next visit), above the account's steps. Each card arrives on its own
 * and shows nothing while nothing waits.
 */
export function FeatureHomeCards({ profile }: { profile: Profile }) {
  return CARDS.map(({ key, Card }) => (
    <Suspense key={key} fallback={null}>
      <Card profile={profile} />
    </Suspense>
  ));
}
