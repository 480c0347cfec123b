import arAuth from './locales/ar/auth.json';
import arCommon from './locales/ar/common.json';
import arContact from './locales/ar/contact.json';
import arDashboard from './locales/ar/dashboard.json';
import arEvents from './locales/ar/events.json';
import arLegal from './locales/ar/legal.json';
import arNames from './locales/ar/names.json';
import arNotifications from './locales/ar/notifications.json';
import arProfile from './locales/ar/profile.json';
import arSettings from './locales/ar/settings.json';
import arUsers from './locales/ar/users.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enContact from './locales/en/contact.json';
import enDashboard from './locales/en/dashboard.json';
import enEvents from './locales/en/events.json';
import enLegal from './locales/en/legal.json';
import enNames from './locales/en/names.json';
import enNotifications from './locales/en/notifications.json';
import enProfile from './locales/en/profile.json';
import enSettings from './locales/en/settings.json';
import enUsers from './locales/en/users.json';

/** Catalogues are bundled: no request stands between the first paint and translated text. */
export const resources = {
  ar: {
    common: arCommon,
    names: arNames,
    auth: arAuth,
    dashboard: arDashboard,
    contact: arContact,
    legal: arLegal,
    users: arUsers,
    events: arEvents,
    settings: arSettings,
    notifications: arNotifications,
    profile: arProfile,
  },
  en: {
    common: enCommon,
    names: enNames,
    auth: enAuth,
    dashboard: enDashboard,
    contact: enContact,
    legal: enLegal,
    users: enUsers,
    events: enEvents,
    settings: enSettings,
    notifications: enNotifications,
    profile: enProfile,
  },
};

export type Namespace = keyof (typeof resources)['ar'];
export const NAMESPACES = Object.keys(resources.ar) as Namespace[];
