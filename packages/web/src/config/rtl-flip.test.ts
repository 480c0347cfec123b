import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlFlip } from './rtl-flip';
import { DECLARATIONS } from './rtl-flip-cases';

/** Rules as MUI writes them (an input label, a switch, a select's text, a progress bar's motion). */
const RULES = [
  '.label{display:block;transform-origin:left top;position:absolute;left:0px;top:0px;transition:color 200ms cubic-bezier(0, 0, 0.2, 1),transform 200ms;transform:translate(14px, 16px) scale(1);max-width:calc(100% - 24px);}',
  '.switch.Mui-checked{transform:translateX(20px);}',
  '.select{overflow:hidden;padding-left:7px;padding-right:32px;}',
  '@media (min-width:600px){.bar{margin-left:16px;border-radius:0 8px 8px 0;}}',
  '@keyframes bar{0%{left:-35%;right:100%;}60%{left:100%;right:-90%;}}',
  '@supports (display:grid){.grid{padding-left:4px;}}',
  '.outer{left:0;&:hover{right:4px;}.inner{margin-right:2px;}}',
  '@font-face{font-family:x;src:url(left.woff2);}',
];

const run = (css: string, plugins: Middleware[]) => serialize(compile(css), middleware([...plugins, stringify]));
/** The old plugin recompiles a rule, which drops the spaces around a radius's slash: the same CSS. */
const before = (css: string) => run(css, [prefixer, rtlPlugin]).replaceAll(' / ', '/');
const after = (css: string) => run(css, [rtlFlip, prefixer]).replaceAll(' / ', '/');

describe('the RTL cache flips declarations as stylis-plugin-rtl did', () => {
  it.each(DECLARATIONS)('%s', (declaration) => {
    const rule = `.a{color:red;${declaration};display:block}`;
    expect(after(rule)).toBe(before(rule));
  });

  it.each(RULES)('%s', (rule) => {
    expect(after(rule)).toBe(before(rule));
  });

  it('flips what it should (the comparison is not between two no-ops)', () => {
    expect(after('.a{margin-left:4px;transform:translateX(2px)}')).toBe(
      '.a{margin-right:4px;-webkit-transform:translateX(-2px);-moz-transform:translateX(-2px);-ms-transform:translateX(-2px);transform:translateX(-2px);}',
    );
  });
});
