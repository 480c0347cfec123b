/**
 * One CSS declaration ("margin-left:4px;") mirrored for right-to-left, as cssjanus mirrors it: the
 * same patterns, applied in the same order (a port of cssjanus 2.3's rules, Apache-2.0, without
 * what a single declaration never holds: comments, @noflip, selectors, url options). cssjanus
 * built some forty expressions and three tokenizers per call; a first load paid for compiling them
 * all (issue 14). rtl-flip.test.ts holds the result to stylis-plugin-rtl's.
 */
const NUM = '(?:[0-9]*\\.[0-9]+|[0-9]+)';
const UNIT = '(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)';
const NON_ASCII = '[^\\u0020-\\u007e]';
const ESCAPE = '(?:(?:\\\\[0-9a-f]{1,6})(?:\\r\\n|\\s)?|\\\\[^\\r\\n\\f0-9a-f])';
const NM_CHAR = `(?:[_a-z0-9-]|${NON_ASCII}|${ESCAPE})`;
const IDENT = `-?(?:[_a-z]|${NON_ASCII}|${ESCAPE})${NM_CHAR}*`;
const QUANT = `${NUM}(?:\\s*${UNIT}|${IDENT})?`;
const SIGNED = `((?:-?${QUANT})|(?:inherit|auto))`;
const CALC = `(?:calc\\((?:(?:\\(|\\)|\\t| )|(?:-?${NUM}(?:\\s*${UNIT})?)|(?:\\+|\\-|\\*|\\/)){3,}\\))`;
const SIGNED_CALC = `((?:-?${QUANT})|(?:inherit|auto)|${CALC})`;
const COLOR = `(#?${NM_CHAR}+|(?:rgba?|hsla?)\\([ \\d.,%-]+\\))`;
const SUFFIX = '(\\s*(?:!important\\s*)?[;}])';
/** Not inside url(…): a side word followed by URL characters up to a closing parenthesis stays. */
const NOT_IN_URL = `(?!(?:[!#$%&*-~]|${NON_ASCII}|${ESCAPE})*?['"]?\\s*\\))`;
const SPACE = '(\\s+)';
const RADII = `${SIGNED}(?:(?:\\s+${SIGNED})(?:\\s+${SIGNED})?(?:\\s+${SIGNED})?)?`;

const re = (source: string) => new RegExp(source, 'gi');
const DIRECTION = re('(direction\\s*:\\s*)(ltr|rtl)');
const SIDE = re(`(^|[^a-zA-Z])(left|right)(?![a-zA-Z])${NOT_IN_URL}`);
const CURSOR = re('(^|[^a-zA-Z])([ns]?)([ew])-resize');
const RADIUS = re(`(border-radius\\s*:\\s*)${RADII}(?:(?:\\s*\\/\\s*)${RADII})?${SUFFIX}`);
const BOX_SHADOW = re(`(box-shadow\\s*:\\s*(?:inset\\s*)?)${SIGNED}`);
const TEXT_SHADOW_1 = re(`(text-shadow\\s*:\\s*)${SIGNED}(\\s*)${COLOR}`);
const TEXT_SHADOW_2 = re(`(text-shadow\\s*:\\s*)${COLOR}(\\s*)${SIGNED}`);
const TEXT_SHADOW_3 = re(`(text-shadow\\s*:\\s*)${SIGNED}`);
const TRANSLATE_X = re(`(transform\\s*:[^;}]*)(translateX\\s*\\(\\s*)${SIGNED}(\\s*\\))`);
const TRANSLATE = re(`(transform\\s*:[^;}]*)(translate\\s*\\(\\s*)${SIGNED}((?:\\s*,\\s*${SIGNED}){0,2}\\s*\\))`);
const FOUR_QUANTS = re(
  `((?:margin|padding|border-width)\\s*:\\s*)${SIGNED_CALC}${SPACE}${SIGNED_CALC}${SPACE}${SIGNED_CALC}${SPACE}${SIGNED_CALC}${SUFFIX}`,
);
const FOUR_COLORS = re(
  `((?:-color|border-style)\\s*:\\s*)${COLOR}${SPACE}${COLOR}${SPACE}${COLOR}${SPACE}${COLOR}${SUFFIX}`,
);
const BACKGROUND = re(`(background(?:-position)?\\s*:\\s*(?:[^:;}\\s]+\\s+)*?)(${QUANT})`);
const BACKGROUND_X = re(`(background-position-x\\s*:\\s*)(-?${NUM}%)`);

const other = (word: string, one: string, two: string) => (word.toLowerCase() === one ? two : one);

function flipSign(value: string): string {
  if (parseFloat(value) === 0) return value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

function flipRadii(values: string[]): string {
  const [a, b, c, d] = values;
  if (values.length === 4) return [b, a, d, c].join(' ');
  if (values.length === 3) return [b, a, b, c].join(' ');
  if (values.length === 2) return [b, a].join(' ');
  return values.join(' ');
}

function flipRadius(...match: string[]): string {
  const [, before, ...rest] = match;
  const first = rest.slice(0, 4).filter(Boolean);
  const second = rest.slice(4, 8).filter(Boolean);
  const after = rest[8] ?? '';
  return `${before}${flipRadii(first)}${second.length ? ` / ${flipRadii(second)}` : ''}${after}`;
}

function flipBackground(match: string, before: string, value: string): string {
  // Inside a function call (more "(" than ")" before it): not a position.
  if (before.split('(').length > before.split(')').length) return match;
  if (!value.endsWith('%')) return before + value;
  const dot = value.indexOf('.');
  const mirrored = 100 - parseFloat(value);
  return `${before}${dot === -1 ? mirrored : mirrored.toFixed(value.length - dot - 2)}%`;
}

/** cssjanus's text-shadow rule: the fourth group's sign flips, whichever part of the shadow it is. */
function flipFourTextShadow(_: string, before: string, second: string, space: string, fourth: string): string {
  return `${before}${second}${space}${flipSign(fourth)}`;
}

export function flipDeclaration(declaration: string): string {
  // Each rule's expression runs only on a declaration holding the words it looks for: the same
  // result (none of them can match without those words), at a fraction of the scanning.
  const lower = declaration.toLowerCase();
  const has = (...words: string[]) => words.some((word) => lower.includes(word));
  let css = declaration;
  if (has('direction'))
    css = css.replace(DIRECTION, (_, before: string, dir: string) => before + other(dir, 'ltr', 'rtl'));
  if (has('left', 'right'))
    css = css.replace(SIDE, (_, before: string, side: string) => before + other(side, 'left', 'right'));
  if (has('resize'))
    css = css.replace(
      CURSOR,
      (_, before: string, ns: string, ew: string) => `${before}${ns}${other(ew, 'e', 'w')}-resize`,
    );
  if (has('border-radius')) css = css.replace(RADIUS, flipRadius);
  if (has('box-shadow'))
    css = css.replace(BOX_SHADOW, (_, before: string, offset: string) => before + flipSign(offset));
  if (has('text-shadow'))
    css = css
      .replace(TEXT_SHADOW_1, flipFourTextShadow)
      .replace(TEXT_SHADOW_2, flipFourTextShadow)
      .replace(TEXT_SHADOW_3, (_, before: string, offset: string) => before + flipSign(offset));
  if (has('translate'))
    css = css
      .replace(
        TRANSLATE_X,
        (_, before: string, open: string, offset: string, close: string) =>
          `${before}${open}${flipSign(offset)}${close}`,
      )
      .replace(
        TRANSLATE,
        (_, before: string, open: string, offset: string, rest: string) => `${before}${open}${flipSign(offset)}${rest}`,
      );
  if (has('margin', 'padding', 'border-width')) css = css.replace(FOUR_QUANTS, '$1$2$3$8$5$6$7$4$9');
  if (has('-color', 'border-style')) css = css.replace(FOUR_COLORS, '$1$2$3$8$5$6$7$4$9');
  if (has('background')) css = css.replace(BACKGROUND, flipBackground).replace(BACKGROUND_X, flipBackground);
  return css;
}
