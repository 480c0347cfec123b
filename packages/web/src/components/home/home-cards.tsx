import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { Profile } from '@bayan/shared';

export interface HomeCard {
  key: string;
  Card: ComponentType<{ profile: Profile }>;
}

const HomeCardsContext = createContext<readonly HomeCard[]>([]);

/** The dashboard shell hands the switched-on features' home cards down (app/home-cards.ts). */
export const HomeCardsProvider = HomeCardsContext.Provider;

/**
 * Finding 8: what waits for the account holder in each feature (a deed to sign or finalise,
 * today's appointments, the next visit). Each card arrives on its own and shows nothing while
 * nothing waits. Given by the shell, so the home (a feature) imports no other feature.
 */
export function FeatureHomeCards({ profile }: { profile: Profile }) {
  return useContext(HomeCardsContext).map(({ key, Card }) => (
    <Suspense key={key} fallback={null}>
      <Card profile={profile} />
    </Suspense>
  ));
}
