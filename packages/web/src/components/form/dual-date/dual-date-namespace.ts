import { addCatalogues } from '../../../i18n/add-catalogues';
import { DUAL_DATE_NAMESPACE } from './dual-date-catalogue';

// Imported for this effect by the components that use the `dualDate` words: added once, before they render.
addCatalogues(DUAL_DATE_NAMESPACE);
