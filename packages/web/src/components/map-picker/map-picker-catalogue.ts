import ar from '../../i18n/locales/ar/mapPicker.json';
import en from '../../i18n/locales/en/mapPicker.json';

/**
 * The `mapPicker` namespace: the map picker's words (its button, coordinates, messages). It comes
 * with the picker (map-picker-namespace.ts), so only the pages that render it carry it (issue 14).
 */
export const MAP_PICKER_NAMESPACE = { mapPicker: { ar, en } };
