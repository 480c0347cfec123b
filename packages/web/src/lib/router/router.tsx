import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { normalizeBase, stripBase } from './base-path';
import { RouterContext } from './context';
import { createBrowserHistory, type History } from './history';
import { createMemoryHistory } from './memory-history';

interface RouterProps {
  history: History;
  /** The base path the app is served under ('/' or missing at the root). */
  basename?: string;
  children?: ReactNode;
}

/**
 * Follows `history` and gives its address (without the base path) to the routes, links and hooks
 * inside. Each change renders in a transition, as react-router's did: a page still loading keeps
 * the one on screen until it can show. An address outside the base path renders nothing.
 */
function Router({ history, basename = '/', children }: RouterProps) {
  const [current, setCurrent] = useState(history.location);
  useLayoutEffect(() => history.listen(() => startTransition(() => setCurrent(history.location))), [history]);
  const base = normalizeBase(basename);
  const { pathname, search, hash, state, key } = current;
  const value = useMemo(() => {
    const own = stripBase(pathname, base);
    return own === null ? null : { base, history, location: { pathname: own, search, hash, state, key } };
  }, [base, history, pathname, search, hash, state, key]);
  return value && <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's address bar and history (back, forward, reload and new tabs see the app's addresses). */
export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

/** A history in memory, from `initialEntries` (tests, and rendering without a browser). */
export function MemoryRouter({
  initialEntries,
  basename,
  children,
}: {
  initialEntries?: string[];
  basename?: string;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}
