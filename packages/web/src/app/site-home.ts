import type { PublicSettings } from '@bayan/shared';
import { usePublicSetting } from '../hooks/use-public-settings';
import { ACTIVE_FEATURES } from './active-features';

/** The public pages that can be the site's home, by module (features' `home`), in the features' order. */
export const SITE_HOMES = ACTIVE_FEATURES.flatMap((feature) =>
  feature.home && feature.module ? [{ module: feature.module, path: feature.home }] : [],
);

/** Where the site's home is: the page of the module the setting names, else the first there is. */
export function homeOf(settings: PublicSettings | undefined) {
  return SITE_HOMES.find((home) => home.module === settings?.homePage) ?? SITE_HOMES[0];
}

/** The home's address, or undefined until the public settings are known. */
export function useHomePath(): string | undefined {
  return usePublicSetting((settings) => (settings ? `/${homeOf(settings)?.path ?? 'home'}` : undefined));
}
