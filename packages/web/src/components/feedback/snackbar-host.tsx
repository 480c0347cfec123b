import { lazy, Suspense, useEffect } from 'react';
import { useSnackbar } from './snackbar-store';

const loadSnackbar = () => import('./app-snackbar');
const AppSnackbar = lazy(() => loadSnackbar().then(({ AppSnackbar }) => ({ default: AppSnackbar })));

/** When the browser is idle; Safari has no requestIdleCallback. */
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

/**
 * The app-wide snackbar, out of the first load (issue 14): its code (Snackbar, Alert, their
 * transitions) is fetched once the page is idle, so that a later message, even one saying the
 * network is gone, shows at once; a message sent before then waits for it.
 */
export function SnackbarHost() {
  const { key } = useSnackbar();
  useEffect(() => whenIdle(() => void loadSnackbar()), []);
  if (key === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppSnackbar />
    </Suspense>
  );
}
