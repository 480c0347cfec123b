import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../menu';
import i18n from '../../../i18n/i18n';
import { visibleMenu, type MenuItem } from '../../../lib/menu-tree';
import { MenuItems } from './menu-items';

async function render(items: MenuItem[], path = '/dashboard') {
  // The dashboard's namespaces come with the shell (test/setup.ts loads them), in English here.
  await i18n.changeLanguage('en');
  const menu = createElement(MenuItems, { items, level: 0 });
  const tree = createElement(MemoryRouter, { initialEntries: [path] }, menu);
  return renderToString(tree);
}

describe('the menu renderer', () => {
  it('draws groups, collapses and items from the tree, and marks the page on screen', async () => {
    const html = await render(visibleMenu(MENU, 'SUPERADMIN'), '/dashboard/utils/util-shadow');
    for (const title of ['Management', 'Utilities', 'Shadow', 'Outbox', 'API reference']) expect(html).toContain(title);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/dashboard\/utils\/util-shadow"/);
    expect(html).toContain('target="_blank"');
  });

  it("says 'Menu Items Error' for an entry of an unknown type instead of failing", async () => {
    const broken = { id: 'odd', title: 'menu.home', type: 'separator' } as unknown as MenuItem;
    const html = await render([broken, ...visibleMenu(MENU, 'MEMBER')]);
    expect(html).toContain('Menu Items Error');
    expect(html).toContain('Profile');
  });
});
