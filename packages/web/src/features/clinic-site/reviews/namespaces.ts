import ar from '../../../i18n/locales/ar/clinicReviews.json';
import en from '../../../i18n/locales/en/clinicReviews.json';

export const reviewsCatalogue = { ar, en };

/** The doctor page's reviews section's words, brought by the section's script: the namespace `clinicReviews`. */
export default { clinicReviews: reviewsCatalogue };
