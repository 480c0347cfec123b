import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Every component's source, by its path from this folder ('../app/router.tsx'); tests are not shipped. */
const COMPONENTS = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx', '!../test/**', '!../**/testing/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** Props whose text a user sees or hears. */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'helperText',
  'alt',
  'expandText',
  'closeText',
  'tooltip',
]);
/** Literals that are not language: `file: text`. Keep it tiny and explain each entry. */
const ALLOWED = new Set<string>([]);
const LETTER = /\p{L}/u;

/**
 * String pieces an expression can evaluate to, as written in the source. Calls (t('key') names a
 * key), conditions, comparisons, index keys and nested JSX (visited on its own) are not text.
 */
function literalsIn(node: ts.Node, out: string[] = []): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    node.templateSpans.forEach((span) => literalsIn(span.expression, out));
  } else if (ts.isConditionalExpression(node)) {
    literalsIn(node.whenTrue, out);
    literalsIn(node.whenFalse, out);
  } else if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) literalsIn(node.right, out);
    else if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      literalsIn(node.left, out);
      literalsIn(node.right, out);
    }
  } else if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    if (node.expression) literalsIn(node.expression, out);
  }
  return out;
}

/** User-visible text written into a component: JSX text, or a literal in a visible prop. */
export function untranslated(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    if (LETTER.test(text) && !ALLOWED.has(`${fileName}: ${text.trim()}`))
      found.push(`${fileName}:${line} ${text.trim()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer) {
      literalsIn(node.initializer).forEach((text) => report(node, text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('components', () => {
  it('show no text that is not in the catalogues', () => {
    const files = Object.entries(COMPONENTS);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(([file, source]) => untranslated(file.slice(3), source))).toEqual([]);
  });

  it('notices JSX text and literal labels, not translation keys', () => {
    const source = `
      const a = <Button label="Save" aria-label={t('actions.save')}>{t('x')}</Button>;
      const b = <p title={open ? 'Close' : t('open')}>Hello</p>;
      const c = <Chip label={\`\${count} items\`} helperText=" · " />;
      const d = <Field label={<Trans i18nKey="a.b" />} title={kind === 'to' && t('x')} placeholder={name ?? 'Name'} />;`;
    expect(untranslated('x.tsx', source)).toEqual([
      'x.tsx:2 Save',
      'x.tsx:3 Close',
      'x.tsx:3 Hello',
      'x.tsx:4 items',
      'x.tsx:5 Name',
    ]);
  });
});
