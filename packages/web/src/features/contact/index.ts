import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/contact.json';
import en from '../../i18n/locales/en/contact.json';

/** The public contact page, from the settings the administrators publish. */
export const contactFeature = defineFeature({
  name: 'contact',
  namespaces: { contact: { ar, en } },
  publicRoutes: [{ path: 'contact', page: lazyPage(() => import('./routes/contact')) }],
});
