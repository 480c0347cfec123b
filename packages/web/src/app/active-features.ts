import type { ModuleName } from '@bayan/shared';
import { moduleOn } from '../config/modules';
import type { Feature } from '../lib/feature/feature';
import { FEATURES } from './features';

/** The features whose business module is on (or that need none): the only ones the app shows. */
export function featuresOn(on: (module: ModuleName) => boolean, features: readonly Feature[] = FEATURES): Feature[] {
  return features.filter((feature) => !feature.module || on(feature.module));
}

/** PRODUCT §1: this server's features; a switched-off module has no routes, menu entries or widgets. */
export const ACTIVE_FEATURES = featuresOn(moduleOn);
