import { addCatalogues } from '../../i18n/add-catalogues';
import { MAP_PICKER_NAMESPACE } from './map-picker-catalogue';

// Imported for this effect by the components that use the `mapPicker` words: added once, before they render.
addCatalogues(MAP_PICKER_NAMESPACE);
