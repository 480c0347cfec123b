import ar from '../../i18n/locales/ar/address.json';
import en from '../../i18n/locales/en/address.json';

/**
 * The `address` namespace: the national address block's labels. It comes with the block
 * (address-namespace.ts), so only the pages that render it carry it (issue 14).
 */
export const ADDRESS_NAMESPACE = { address: { ar, en } };
