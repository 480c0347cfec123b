import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

/** The privacy policy's words: fetched with the first of its pages, so no other page carries them (issue 14). */
const pageNamespaces = catalogues(() => import('./page-namespaces'), 'legal');

const Privacy = lazyPage(() => import('./routes/privacy'), pageNamespaces);

/** The privacy policy, at both of the spec's paths. */
export const legalFeature = defineFeature({
  name: 'legal',
  pageNamespaces,
  publicRoutes: [
    { path: 'privacy', page: Privacy },
    { path: 'privacy-policy', page: Privacy, animated: false },
  ],
});
