import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { addBase } from './base-path';
import { useRouter } from './context';
import { resolveTo, type To } from './path';
import { useRoutePathnames } from './resolve';

export interface NavigateOptions {
  /** Replace the history entry on screen instead of adding one. */
  replace?: boolean;
  /** Carried with the entry, read back by `useLocation().state`. */
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Steps through the history: -1 is the back button. */
  (delta: number): void;
}

/**
 * Changes the page. `to` resolves from where the caller renders (path.ts `resolveTo`); a call
 * made while the caller is first rendering is ignored, as react-router ignores it (navigate from
 * an effect or an event).
 */
export function useNavigate(): NavigateFunction {
  const { base, history, location } = useRouter();
  const routes = JSON.stringify(useRoutePathnames());
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) return;
      if (typeof to === 'number') return history.go(to);
      const path = addBase(resolveTo(to, JSON.parse(routes) as string[], location.pathname), base);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [base, history, routes, location.pathname],
  ) as NavigateFunction;
}

/** Navigates once rendered (and again if where it leads changes): a redirect. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  const path = JSON.stringify(resolveTo(to, useRoutePathnames(), useRouter().location.pathname));
  useEffect(() => {
    navigate(JSON.parse(path) as To, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}
