import type { ReactNode } from 'react';

/**
 * The <Trans> components of a sentence with a left-to-right value (`<ltr>{{example}}</ltr>`): a
 * phone number or a day typed as YYYY-MM-DD keeps its order inside Arabic text. Isolating is not
 * enough for Arabic-Indic digits: the bidi algorithm reads them as Arabic numbers and the hyphens
 * and spaces between them as right to left, so "١٩٩٤-٠٨-١٨" would show as "١٨-٠٨-١٩٩٤"; the
 * override keeps every character in typing order.
 */
const LTR_STYLE = { unicodeBidi: 'isolate-override' } as const;

export const LTR_VALUE = { ltr: <bdi dir="ltr" style={LTR_STYLE} /> };

/** A phone number or an ID shown inside Arabic text, in typing order whatever its digits (see above). */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" style={LTR_STYLE}>
      {children}
    </bdi>
  );
}
