import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/navigation';
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

/** Where leaving would go: an in-app path (a link), or a step through the history (back, forward). */
type Leaving = { path: string } | { delta: number };

/** The router's index of the current history entry (react-router keeps it in `history.state.idx`). */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the browser's own warning
 * (beforeunload), and a link of the app (menu, breadcrumbs, profile) or the browser's back and
 * forward buttons open a confirm dialog. The declarative router has no navigation blocker
 * (`useBlocker` needs a data router), so links are caught before the router sees them, and a
 * back/forward step is hidden from the router (a capturing listener on window runs before its own)
 * and undone, to be taken again if the user confirms.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('settings');
  const [target, setTarget] = useState<Leaving | null>(null);
  const confirmed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    confirmed.current = false;
    const here = historyIndex(window.history.state);
    // The step back to this page that undid a back/forward: the router never saw either.
    let undoing = false;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const path = inAppTarget(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget({ path });
    };
    const pop = (event: PopStateEvent) => {
      if (confirmed.current) return;
      const to = historyIndex(event.state);
      if (undoing) {
        undoing = false;
        if (to === here) return event.stopImmediatePropagation();
      }
      if (here === undefined || to === undefined || to === here) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(here - to);
      setTarget({ delta: to - here });
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', pop, true);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', pop, true);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('leave.title')}
      body={t('leave.body')}
      confirmLabel={t('leave.confirm')}
      busy={false}
      destructive
      onClose={() => setTarget(null)}
      onConfirm={() => {
        if (target && 'path' in target) void navigateTo(target.path);
        if (target && 'delta' in target) {
          confirmed.current = true;
          window.history.go(target.delta);
        }
        setTarget(null);
      }}
    />
  );
}
