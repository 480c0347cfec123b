import { DECLARATION, type Element } from 'stylis';
import { flipDeclaration } from './flip-declaration';

/**
 * What a declaration must hold for cssjanus to change it (its rules, one by one): a side, a
 * direction or a cursor; a radius of more than one value; a shadow; a translation; a background
 * position; or four values of margin, padding, border width, colour or style. Most declarations
 * hold none of these and skip the flip's expressions, the costly part.
 */
const MAY_FLIP =
  /left|right|ltr|rtl|resize|shadow|translate|background|radius\s*:\s*[^\s;]+\s+[^\s;]|(?:margin|padding|border-width|-color|border-style)\s*:\s*[^\s;]+\s+[^\s;]+\s+[^\s;]+\s+[^\s;]/i;

/**
 * The RTL cache's stylis plugin: each declaration that may change is mirrored alone, by cssjanus's
 * rules (flip-declaration.ts). stylis-plugin-rtl serialised every rule, ran cssjanus over it and
 * compiled it again, a third of the landing page's first-render time on a phone (issue 14); this
 * flips the same declarations the same way (rtl-flip.test.ts holds it to that plugin's output).
 * It runs before the prefixer, so prefixed copies are made from the flipped value.
 */
export function rtlFlip(element: Element): void {
  if (element.type !== DECLARATION || element.parent?.type === '@font-face') return;
  const declaration = element.value;
  if (!MAY_FLIP.test(declaration)) return;
  const flipped = flipDeclaration(declaration);
  if (flipped === declaration) return;
  const colon = flipped.indexOf(':');
  element.value = flipped;
  element.props = flipped.slice(0, colon);
  element.children = flipped.slice(colon + 1, flipped.endsWith(';') ? -1 : undefined);
  element.length = colon;
}
Object.defineProperty(rtlFlip, 'name', { value: 'rtlFlip' });

/**
 * Declarations that each take one of the flip's expressions (flip-declaration.ts), by the words
 * it looks for. A regular expression is compiled at its first use and again, to machine code, at
 * its second: ~15 ms for these on a first load here (Node, as in Chromium), four times that on a
 * phone, paid inside the first render, whose styles are the first to flip (issue 14: its longest
 * task).
 */
const WARM_UP_GROUPS: readonly (readonly string[])[] = [
  ['direction:ltr;', 'left:1px;', 'cursor:e-resize;', 'box-shadow:1px 1px red;'],
  // Four values of a margin or padding: the largest expression, ~13 ms on its own.
  ['padding:1px 2px 3px 4px;'],
  ['border-radius:1px 2px 3px 4px;'],
  ['border-color:red green blue black;', 'text-shadow:1px 1px red;'],
  ['transform:translateX(1px) translate(1px,1px);', 'background-position:10% 0;', 'background-position-x:10%;'],
];

/**
 * Compiles the flip's expressions before the first render, a group per task, each run twice (its
 * two compilations): the tasks are short, and the first render no longer pays for them.
 */
export function warmUpRtlFlip(groups = WARM_UP_GROUPS): void {
  const [group, ...rest] = groups;
  if (!group) return;
  setTimeout(() => {
    for (const declaration of [...group, ...group]) flipDeclaration(declaration);
    warmUpRtlFlip(rest);
  });
}
