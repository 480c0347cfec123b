import { useEffect, useState } from 'react';
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

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the browser's own warning
 * (beforeunload), and a link of the app (menu, breadcrumbs, profile) opens a confirm dialog. The
 * declarative router has no navigation blocker, so links are caught before the router sees them.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('settings');
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const path = inAppTarget(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(path);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
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
        if (target !== null) void navigateTo(target);
        setTarget(null);
      }}
    />
  );
}
