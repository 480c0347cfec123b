import arAgendas from '../../i18n/locales/ar/agendas.json';
import arBooking from '../../i18n/locales/ar/booking.json';
import arCampaigns from '../../i18n/locales/ar/clinicCampaigns.json';
import ar from '../../i18n/locales/ar/clinic.json';
import arPeople from '../../i18n/locales/ar/clinicPeople.json';
import arDirectory from '../../i18n/locales/ar/directory.json';
import enAgendas from '../../i18n/locales/en/agendas.json';
import enBooking from '../../i18n/locales/en/booking.json';
import enCampaigns from '../../i18n/locales/en/clinicCampaigns.json';
import en from '../../i18n/locales/en/clinic.json';
import enPeople from '../../i18n/locales/en/clinicPeople.json';
import enDirectory from '../../i18n/locales/en/directory.json';
import arRatings from '../../i18n/locales/ar/ratings.json';
import arWaitlist from '../../i18n/locales/ar/waitlist.json';
import enWaitlist from '../../i18n/locales/en/waitlist.json';
import enRatings from '../../i18n/locales/en/ratings.json';
import home from './home/page-namespaces';
import link from './link/page-namespaces';

/** The clinic's namespaces, fetched with the first clinic page (lib/feature/feature.ts `pageNamespaces`). */
export default {
  clinic: { ar, en },
  clinicPeople: { ar: arPeople, en: enPeople },
  directory: { ar: arDirectory, en: enDirectory },
  agendas: { ar: arAgendas, en: enAgendas },
  booking: { ar: arBooking, en: enBooking },
  ratings: { ar: arRatings, en: enRatings },
  clinicCampaigns: { ar: arCampaigns, en: enCampaigns },
  waitlist: { ar: arWaitlist, en: enWaitlist },
  // The reminder link page loads only this one (link/page-namespaces); listed here for the words' types.
  ...link,
  // The home's card loads only its own (home/page-namespaces).
  ...home,
};
