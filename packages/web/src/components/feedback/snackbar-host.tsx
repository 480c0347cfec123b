import { lazy, Suspense, useEffect } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useSnackbar } from './snackbar-store';

const loadSnackbar = () => import('./app-snackbar');
const AppSnackbar = lazy(() => loadSnackbar().then(({ AppSnackbar }) => ({ default: AppSnackbar })));

/**
 * The app-wide snackbar, out of the first load (issue 14): its code (Snackbar, Alert, their
 * transitions) is fetched once the page has painted, so that a later message, even one saying the
 * network is gone, shows at once; a message sent before then waits for it.
 */
export function SnackbarHost() {
  const { key } = useSnackbar();
  useEffect(() => afterNextPaint(() => void loadSnackbar()), []);
  if (key === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppSnackbar />
    </Suspense>
  );
}
