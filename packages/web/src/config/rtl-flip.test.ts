import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlFlip } from './rtl-flip';

/** Each kind of declaration cssjanus changes, and some it must leave alone. */
const DECLARATIONS = [
  'left: 0',
  'right:auto',
  'margin-left:-12px',
  'padding-right: calc(8px + 2px)',
  'border-left:1px solid red',
  'border-top-left-radius: 4px',
  'border-radius:1px 2px 3px 4px',
  'border-radius: 1px 2px 3px 4px / 5px 6px',
  'padding:1px 2px 3px 4px',
  'margin:0 auto 0 8px',
  'margin:-8px 0 0 -8px',
  'border-color: red green blue yellow',
  'border-width:1px 2px 3px 4px',
  'box-shadow: 2px 3px 4px red',
  'box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14)',
  'text-shadow: 1px 1px 2px black',
  'transform: translateX(10px)',
  'transform:translate(14px, 16px) scale(1)',
  'transform:rotate(-45deg) translate(-50%, 0)',
  'transform-origin: top left',
  'background-position: 10% 20%',
  'background-position-x: 30%',
  'background: url(left.png) left',
  'cursor: e-resize',
  'cursor:nw-resize',
  'float:left',
  'text-align:right',
  'direction:ltr',
  'transition: margin-left 0.3s',
  'inset-inline-start:0',
  'inset: 0 auto auto 0',
  'width:calc(100% - 12px)',
  'color: rgba(0, 0, 0, 0.6)',
  // cssjanus's corners, kept as they were.
  'text-shadow:red 2px 3px',
  'text-shadow:2px red',
  'box-shadow:inset 2px 0 red',
  'border-radius:1px 2px 3px',
  'background-position:10.5% 20%',
  'background:linear-gradient(90deg, red 10%, blue 20%)',
  'cursor:NE-resize',
  'padding:1px 2px 3px 4px !important',
  'margin:calc(1px + 2px) 2px 3px 4px',
  'border-color:#fff red rgba(1,2,3,0.5) blue',
  'border-style:solid dotted none dashed',
  'transform:translateX(10px) translateX(5px)',
  'background:url(left.png) left',
  'content:"left"',
  'transition:left 1s, right 2s',
  'left:var(--x)',
];

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
