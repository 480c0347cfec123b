import ar from '../../i18n/locales/ar/lists.json';
import en from '../../i18n/locales/en/lists.json';

/**
 * The `lists` namespace: the words of the list toolbar's own controls (the phones' "Filters" fold,
 * the period picker). It comes with the toolbar (lists-namespace.ts), so neither the public pages
 * nor the dashboard's first load carry it (issue 14).
 */
export const LISTS_NAMESPACE = { lists: { ar, en } };
