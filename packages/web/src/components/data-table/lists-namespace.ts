import { addCatalogues } from '../../i18n/add-catalogues';
import { LISTS_NAMESPACE } from './lists-catalogue';

// Imported for this effect by the components that use the `lists` words: added once, before they render.
addCatalogues(LISTS_NAMESPACE);
