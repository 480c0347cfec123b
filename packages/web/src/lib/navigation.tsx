import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

let navigate: NavigateFunction | null = null;
let pathname = '';
const arrivals: (() => void)[] = [];

/**
 * Lets code outside the page tree (the session events, delayed moves) change the page and wait
 * for it: rendered once inside the router. Its effects run after a navigation's new page has
 * been committed, which is when `navigateTo`'s promise settles.
 */
export function NavigationBridge() {
  const current = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    navigate = current;
  }, [current]);
  useEffect(() => {
    pathname = location.pathname;
    for (const arrived of arrivals.splice(0)) arrived();
  }, [location]);
  return null;
}

/** The path on screen, without the base path. */
export function currentPath(): string {
  return pathname;
}

/** Goes to `to`; settles once the new page is on screen. */
export function navigateTo(to: To, options?: NavigateOptions): Promise<void> {
  const go = navigate;
  if (!go) return Promise.reject(new Error('navigateTo before the router rendered'));
  return new Promise((resolve) => {
    arrivals.push(resolve);
    void go(to, options);
  });
}
