import { screen } from '@testing-library/react';
import type { Theme } from '@mui/material/styles';
import { expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { useStaticClass } from './static-class';

const tagStyles = (theme: Theme) => ({ marginLeft: 4, color: theme.palette.primary.main });

function Tag({ label }: { label: string }) {
  return <span className={useStaticClass(tagStyles)}>{label}</span>;
}

/** Every rule emotion holds for `className`, as written into the page's style elements. */
function rulesOf(className: string): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return css.match(new RegExp(`\\.${className}\\{[^}]*\\}`, 'g')) ?? [];
}

it('gives every use one class, inserted once, through the direction cache (mirrored in Arabic)', async () => {
  await renderPage(
    <>
      <Tag label="one" />
      <Tag label="two" />
    </>,
    { language: 'ar' },
  );
  const one = screen.getByText('one').className;
  expect(screen.getByText('two').className).toBe(one);
  expect(one).toMatch(/^muirtl-/);
  const rules = rulesOf(one);
  expect(rules).toHaveLength(1);
  expect(rules[0]).toContain('margin-right:4px');
  expect(rules[0]).toContain('color:#00796b');
});

it('makes a class of its own for the other direction, not mirrored', async () => {
  await renderPage(<Tag label="en" />, { language: 'en' });
  const className = screen.getByText('en').className;
  expect(className).toMatch(/^muiltr-/);
  expect(rulesOf(className)).toEqual([expect.stringContaining('margin-left:4px')]);
});
