import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/legal.json';
import en from '../../i18n/locales/en/legal.json';

const Privacy = lazyPage(() => import('./routes/privacy'));

/** The privacy policy, at both of the spec's paths. */
export const legalFeature = defineFeature({
  name: 'legal',
  namespaces: { legal: { ar, en } },
  publicRoutes: [
    { path: 'privacy', page: Privacy },
    { path: 'privacy-policy', page: Privacy, animated: false },
  ],
});
