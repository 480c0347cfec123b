import type { Catalogue } from '../../../app/feature';
import ar from '../../../i18n/locales/ar/clinicReviews.json';
import en from '../../../i18n/locales/en/clinicReviews.json';

/** The words of the doctor page's reviews section, in both languages (Arabic the reference). */
export const reviewsCatalogue: Catalogue<typeof ar> = { ar, en };

/** As a feature's `pageNamespaces` module gives them: the namespace `clinicReviews`. */
export default { clinicReviews: reviewsCatalogue };
