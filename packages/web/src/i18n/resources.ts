import arAuth from './locales/ar/auth.json';
import arCommon from './locales/ar/common.json';
import arContact from './locales/ar/contact.json';
import arDashboard from './locales/ar/dashboard.json';
import arLegal from './locales/ar/legal.json';
import arNames from './locales/ar/names.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enContact from './locales/en/contact.json';
import enDashboard from './locales/en/dashboard.json';
import enLegal from './locales/en/legal.json';
import enNames from './locales/en/names.json';

/** Catalogues are bundled: no request stands between the first paint and translated text. */
export const resources = {
  ar: { common: arCommon, names: arNames, auth: arAuth, dashboard: arDashboard, contact: arContact, legal: arLegal },
  en: { common: enCommon, names: enNames, auth: enAuth, dashboard: enDashboard, contact: enContact, legal: enLegal },
};

export type Namespace = keyof (typeof resources)['ar'];
export const NAMESPACES = Object.keys(resources.ar) as Namespace[];
