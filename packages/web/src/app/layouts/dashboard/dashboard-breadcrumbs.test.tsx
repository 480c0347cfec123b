import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { MENU } from '../../menu';
import { visibleMenu } from '../../../lib/menu-tree';
import { DashboardBreadcrumbs } from './dashboard-breadcrumbs';
import { MenuItems } from './menu-items';
import { PageTrailProvider, usePageTrail } from '../../../lib/feature/page-trail';

function SigningPage({ under }: { under: string }) {
  usePageTrail(under, 'Sign the deed');
  return <p>page</p>;
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'You are here' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('follows the menu entry of the address', async () => {
  await renderPage(
    <PageTrailProvider>
      <DashboardBreadcrumbs />
    </PageTrailProvider>,
    { language: 'en', path: '/dashboard/endowments/supervising' },
  );
  expect(crumbs()).toEqual(['Dashboard', 'Endowments', 'As supervisor']);
});

it('puts a page that names its own place under that entry, then the page (not the entry its address falls under)', async () => {
  await renderPage(
    <PageTrailProvider>
      <DashboardBreadcrumbs />
      <SigningPage under="endowmentsWitnessing" />
    </PageTrailProvider>,
    { language: 'en', path: '/dashboard/endowments/invitations/abc' },
  );
  expect(crumbs()).toEqual(['Dashboard', 'Endowments', 'As witness', 'Sign the deed']);
  expect(screen.getByText('Sign the deed').getAttribute('aria-current')).toBe('page');
  expect(screen.queryByText('My endowments')).toBeNull();
});

it('highlights in the side menu the entry the page named, not the one its address falls under', async () => {
  await renderPage(
    <PageTrailProvider>
      <MenuItems items={visibleMenu(MENU, 'USER')} level={0} />
      <SigningPage under="endowmentsWitnessing" />
    </PageTrailProvider>,
    { language: 'en', path: '/dashboard/endowments/invitations/abc' },
  );
  expect(screen.getByRole('link', { name: 'As witness' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'My endowments' })).not.toHaveAttribute('aria-current');
});
