import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterLink } from '../../components/router-link';
import { BrowserRouter, Link, useLocation, type LinkProps, type Location } from '.';

const seen = {} as { location: Location };
function Spy() {
  const location = useLocation();
  useEffect(() => {
    seen.location = location;
  });
  return null;
}

/** Whether the router took the last click (it prevents the browser's own navigation), recorded after React has seen it. */
let taken: boolean | null = null;
const record = (event: MouseEvent) => {
  taken = event.defaultPrevented;
  event.preventDefault(); // jsdom does not navigate anyway; this keeps it from saying so.
};
beforeEach(() => {
  taken = null;
  document.addEventListener('click', record);
});
afterEach(() => {
  document.removeEventListener('click', record);
  window.history.replaceState(null, '', '/');
});

function renderLink(props: Omit<LinkProps, 'children'>, { at = '/dashboard/profile', basename = '/' } = {}) {
  window.history.replaceState(null, '', basename === '/' ? at : `${basename}${at}`);
  render(
    <BrowserRouter basename={basename}>
      <Spy />
      <Link {...props}>go</Link>
    </BrowserRouter>,
  );
  return screen.getByRole('link', { name: 'go' });
}

describe('a router link', () => {
  it('is a real anchor whose href carries the base path', () => {
    expect(renderLink({ to: '/dashboard/users' }, { basename: '/bayan' })).toHaveAttribute(
      'href',
      '/bayan/dashboard/users',
    );
  });

  it('resolves a search-only link on the page on screen', () => {
    const link = renderLink({ to: '?focus=phone' }, { basename: '/bayan' });
    expect(link).toHaveAttribute('href', '/bayan/dashboard/profile?focus=phone');
    fireEvent.click(link);
    expect(seen.location.pathname + seen.location.search).toBe('/dashboard/profile?focus=phone');
    expect(window.location.pathname).toBe('/bayan/dashboard/profile');
  });

  it('changes the page in place on a plain left click, adding a history entry', () => {
    const link = renderLink({ to: '/dashboard/users', state: { from: 'menu' } });
    const entries = window.history.length;
    fireEvent.click(link);
    expect(taken).toBe(true);
    expect(seen.location.pathname).toBe('/dashboard/users');
    expect(seen.location.state).toEqual({ from: 'menu' });
    expect(window.history.length).toBe(entries + 1);
  });

  it('replaces the entry when asked, or when it leads where the page already is', () => {
    const link = renderLink({ to: '/dashboard/profile' });
    const entries = window.history.length;
    const key = seen.location.key;
    fireEvent.click(link);
    expect(window.history.length).toBe(entries);
    expect(seen.location.key).not.toBe(key);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_, init) => {
    const link = renderLink({ to: '/dashboard/users' });
    fireEvent.click(link, init);
    expect(taken).toBe(false);
    expect(seen.location.pathname).toBe('/dashboard/profile');
  });

  it('leaves a link opening in another target to the browser', () => {
    fireEvent.click(renderLink({ to: '/dashboard/users', target: '_blank' }));
    expect(taken).toBe(false);
    expect(seen.location.pathname).toBe('/dashboard/profile');
  });

  it('does not navigate when its own onClick prevented the default', () => {
    fireEvent.click(renderLink({ to: '/dashboard/users', onClick: (event) => event.preventDefault() }));
    expect(seen.location.pathname).toBe('/dashboard/profile');
  });

  it.each(['https://example.com/x', 'mailto:a@example.com', 'tel:+966500000000', '//example.com/x'])(
    'leaves %s as it is',
    (url) => {
      const link = renderLink({ to: url });
      expect(link).toHaveAttribute('href', url);
      fireEvent.click(link);
      expect(taken).toBe(false);
    },
  );

  it('routes a full URL of one of the app’s own pages in place', () => {
    const url = `${window.location.origin}/bayan/home?q=1`;
    const link = renderLink({ to: url }, { basename: '/bayan' });
    expect(link).toHaveAttribute('href', url);
    fireEvent.click(link);
    expect(taken).toBe(true);
    expect(seen.location.pathname + seen.location.search).toBe('/home?q=1');
  });

  it('serves MUI’s buttons as their link component (href becomes the route)', () => {
    window.history.replaceState(null, '', '/home');
    render(
      <BrowserRouter>
        <Spy />
        <Button component={RouterLink} href="/login?next=%2Fdashboard">
          sign in
        </Button>
      </BrowserRouter>,
    );
    const button = screen.getByRole('link', { name: 'sign in' });
    expect(button).toHaveAttribute('href', '/login?next=%2Fdashboard');
    act(() => void fireEvent.click(button));
    expect(seen.location.pathname + seen.location.search).toBe('/login?next=%2Fdashboard');
  });
});
