import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../lib/navigation';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { BASE_PATH } from '../../../config/base-path';

/** The in-app path a plain click on this link would open, or null when the click is not one the app routes. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(BASE_PATH)) return null;
  const path = `${url.pathname.slice(BASE_PATH.length) || '/'}${url.search}${url.hash}`;
  const here = `${window.location.pathname.slice(BASE_PATH.length) || '/'}${window.location.search}`;
  return path === here || path.startsWith(`${here}#`) ? null : path;
}

/** Where leaving would go: an in-app path (a link), or one step back in the history. */
type Leaving = { path: string } | 'back';

/** Marks the history entry the guard adds on top of the page's own (same address, same router state). */
const GUARD = 'leaveGuard';
const isGuardEntry = (state: unknown) => (state as Record<string, unknown> | null)?.[GUARD] === true;

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the browser's own warning
 * (beforeunload), and a link of the app (menu, breadcrumbs, profile) or the browser's back button
 * open a confirm dialog. The declarative router has no navigation blocker (`useBlocker` needs a
 * data router) and its own popstate listener may run before any other, so:
 * - links are caught before the router sees them;
 * - a copy of this page's history entry is pushed on top of it: "back" only steps down to the same
 *   page (the router keeps it on screen, with what was typed), and the guard asks; staying pushes
 *   the copy again, leaving takes the real step back. Forward has nowhere to go from the copy.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('settings');
  const [target, setTarget] = useState<Leaving | null>(null);
  const confirmed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    confirmed.current = false;
    const guard = () => window.history.pushState({ ...window.history.state, [GUARD]: true }, '');
    if (!isGuardEntry(window.history.state)) guard();
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const path = inAppTarget(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget({ path });
    };
    // Stepped down from the copy to the page's own entry: someone pressed back.
    const pop = (event: PopStateEvent) => {
      if (confirmed.current || isGuardEntry(event.state)) return;
      setTarget('back');
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', pop);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', pop);
      document.removeEventListener('click', click, true);
      // Saved or undone, still on the copy: take it away, so "back" leaves at once again.
      if (!confirmed.current && isGuardEntry(window.history.state)) window.history.back();
    };
  }, [dirty]);

  /** The copy the guard stands on, pushed again after a "back" the user took back. */
  const stay = () => {
    if (target === 'back' && !isGuardEntry(window.history.state))
      window.history.pushState({ ...window.history.state, [GUARD]: true }, '');
    setTarget(null);
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('leave.title')}
      body={t('leave.body')}
      confirmLabel={t('leave.confirm')}
      busy={false}
      destructive
      onClose={stay}
      onConfirm={() => {
        confirmed.current = true;
        if (target === 'back') window.history.back();
        else if (target) void navigateTo(target.path);
        setTarget(null);
      }}
    />
  );
}
