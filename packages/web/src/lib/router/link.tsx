import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { addBase, stripBase } from './base-path';
import { useRouter } from './context';
import { useNavigate } from './navigate';
import { createPath, resolveTo, type To } from './path';
import { useRoutePathnames } from './resolve';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the entry on screen (the default when the link leads where the page already is). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * A full URL (`https:`, `mailto:`, `tel:`, `//host`) as the app path it stands for when it is one
 * of this app's pages (same origin, under the base path), or null for any other place.
 */
function appPathOf(url: string, base: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const target = new URL(url.startsWith('//') || url.startsWith('\\\\') ? `${window.location.protocol}${url}` : url);
    const path = stripBase(target.pathname, base);
    return target.origin === window.location.origin && path !== null ? path + target.search + target.hash : null;
  } catch {
    return null;
  }
}

/** A click the browser should handle itself: not the main button, a modifier (new tab or window, download), another target. */
const opensElsewhere = (event: MouseEvent, target: string | undefined) =>
  event.button !== 0 ||
  (!!target && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/**
 * A real `<a href>` (base path included), so that opening in a new tab, copying and middle-click
 * work; a plain left click changes the page in place. A URL of another site goes as it is.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const { base, location } = useRouter();
  const navigate = useNavigate();
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to) ? to : undefined;
  const appPath = absolute === undefined ? to : appPathOf(absolute, base);
  const path = resolveTo(appPath ?? undefined, useRoutePathnames(), location.pathname);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return (
    <a
      {...rest}
      href={absolute ?? createPath(addBase(path, base))}
      onClick={appPath === null ? onClick : click}
      ref={ref}
      target={target}
    />
  );
}
