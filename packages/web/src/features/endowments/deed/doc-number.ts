/**
 * The style of a document number (WQF-<Hijri year>-<sequence>) shown left to right. Isolating is
 * not enough once its digits are Arabic-Indic: the bidi algorithm reads them as Arabic numbers and
 * the hyphen between them as right to left, so "WQF-١٤٤٨-٠٠٠٠٠١" would show as
 * "WQF-٠٠٠٠٠١-١٤٤٨"; the override keeps every character in order (as components/form/ltr-value).
 */
export const DOC_NUMBER = { unicodeBidi: 'isolate-override' } as const;
