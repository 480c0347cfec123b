import { addCatalogues } from '../../i18n/add-catalogues';
import { ADDRESS_NAMESPACE } from './address-catalogue';

// Imported for this effect by the components that use the `address` words: added once, before they render.
addCatalogues(ADDRESS_NAMESPACE);
