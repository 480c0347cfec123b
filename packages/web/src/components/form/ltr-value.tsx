/**
 * The <Trans> components of a sentence with a left-to-right value (`<ltr>{{example}}</ltr>`): a
 * phone number or a day typed as YYYY-MM-DD keeps its order inside Arabic text.
 */
export const LTR_VALUE = { ltr: <bdi dir="ltr" /> };
