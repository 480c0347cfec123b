import { defineFeature } from '../../lib/feature/feature';

/** Spec §3: the template's sample pages (typography, colours, shadows, icon sets), marked as demos (dashboard.ts). */
export const demoFeature = defineFeature({
  name: 'demo',
});
