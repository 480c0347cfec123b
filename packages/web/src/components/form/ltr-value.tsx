/**
 * The <Trans> components of a sentence with a left-to-right value (`<ltr>{{example}}</ltr>`): a
 * phone number or a day typed as YYYY-MM-DD keeps its order inside Arabic text. Isolating is not
 * enough for Arabic-Indic digits: the bidi algorithm reads them as Arabic numbers and the hyphens
 * and spaces between them as right to left, so "١٩٩٤-٠٨-١٨" would show as "١٨-٠٨-١٩٩٤"; the
 * override keeps every character in typing order.
 */
export const LTR_VALUE = { ltr: <bdi dir="ltr" style={{ unicodeBidi: 'isolate-override' }} /> };
