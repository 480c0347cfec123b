import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from '.';

/** Shows the address the router gives the page. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search}${hash}|${JSON.stringify(state)}`}</output>;
}
const where = () => screen.getByRole('status', { name: 'where' }).textContent;

const seen = {} as { navigate: NavigateFunction; key: string };
function Navigator() {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    Object.assign(seen, { navigate, key });
  });
  return null;
}
const navigate = ((...args: Parameters<NavigateFunction>) => seen.navigate(...args)) as NavigateFunction;

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}
function Params() {
  return <p>{JSON.stringify(useParams())}</p>;
}

const table: RouteObject[] = [
  { path: '/', element: <Navigate to="/home?from=root" replace state={{ why: 'root' }} /> },
  { element: <Layout name="public" />, children: [{ path: 'home', element: <p>home</p> }] },
  {
    path: 'dashboard',
    element: <Layout name="shell" />,
    children: [
      { index: true, element: <p>dashboard home</p> },
      { path: 'deeds/:pubkey', element: <Params /> },
      { path: '*', element: <p>not found</p> },
    ],
  },
];
function App() {
  return (
    <>
      <Navigator />
      <Where />
      {useRoutes(table)}
    </>
  );
}

function renderAt(path: string, basename?: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the router', () => {
  it('renders layouts around their child in the outlet, and index routes on the parent’s address', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('region', { name: 'shell' })).toHaveTextContent('dashboard home');
    expect(screen.queryByRole('region', { name: 'public' })).toBeNull();
  });

  it('gives the page its decoded parameters', () => {
    renderAt('/dashboard/deeds/%D8%A8%D9%8A%D8%A7%D9%86');
    expect(screen.getByText('{"pubkey":"بيان"}')).toBeInTheDocument();
  });

  it('redirects with <Navigate>, replacing the entry and carrying its state', async () => {
    const before = window.history.length;
    renderAt('/');
    await waitFor(() => expect(where()).toBe('/home?from=root|{"why":"root"}'));
    expect(window.location.pathname).toBe('/home');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('region', { name: 'public' })).toHaveTextContent('home');
  });

  it('pushes and replaces entries, and goes back on popstate', async () => {
    renderAt('/home');
    const before = window.history.length;
    act(() => navigate('/dashboard/x?q=1#part', { state: { n: 1 } }));
    expect(where()).toBe('/dashboard/x?q=1#part|{"n":1}');
    expect(window.history.length).toBe(before + 1);
    act(() => navigate('/dashboard', { replace: true }));
    expect(where()).toBe('/dashboard|null');
    expect(window.history.length).toBe(before + 1);
    act(() => navigate(-1));
    await waitFor(() => expect(where()).toBe('/home|null'));
    expect(screen.getByRole('region', { name: 'public' })).toHaveTextContent('home');
  });

  it('gives each navigation a new key, and the same key back when its entry is returned to', async () => {
    window.history.replaceState(null, '', '/home');
    render(
      <BrowserRouter>
        <Navigator />
      </BrowserRouter>,
    );
    expect(seen.key).toBe('default');
    act(() => navigate('/a'));
    const first = seen.key;
    act(() => navigate('/a', { replace: true }));
    expect(seen.key).not.toBe(first);
    const replaced = seen.key;
    act(() => navigate('/b'));
    act(() => navigate(-1));
    await waitFor(() => expect(seen.key).toBe(replaced));
  });

  describe('under a base path', () => {
    it('matches the address without it and navigates with it', () => {
      renderAt('/bayan/dashboard/deeds/abc', '/bayan');
      expect(screen.getByText('{"pubkey":"abc"}')).toBeInTheDocument();
      expect(where()).toBe('/dashboard/deeds/abc|null');
      act(() => navigate('/home'));
      expect(window.location.pathname).toBe('/bayan/home');
      expect(where()).toBe('/home|null');
    });

    it('renders nothing for an address outside it', () => {
      const { container } = renderAt('/elsewhere/home', '/bayan');
      expect(container).toBeEmptyDOMElement();
    });
  });

  it('matches descendant <Routes> on what their splat parent left', () => {
    render(
      <MemoryRouter initialEntries={['/site/doctors/d-1']}>
        <Routes>
          <Route path="site/*" element={<Layout name="site" />}>
            <Route path="*" element={<p>inner fallback</p>} />
          </Route>
        </Routes>
        <Routes>
          <Route path="site/*" element={<NestedSite />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'site' })).toHaveTextContent('inner fallback');
    expect(screen.getByText('{"*":"doctors/d-1","pubkey":"d-1"}')).toBeInTheDocument();
  });
});

function NestedSite() {
  return (
    <Routes>
      <Route path="doctors/:pubkey" element={<Params />} />
    </Routes>
  );
}
