import { SnackbarHost } from '../components/feedback/snackbar-host';
import { DefaultLanguage } from './default-language';
import { AppProvider } from './provider';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { followSessionEvents } from './session-redirects';

followSessionEvents();

/** The whole app around its router (router.tsx's `createAppRouter`). */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProvider>
      <DefaultLanguage />
      <RouterProvider router={router} />
      <SnackbarHost />
    </AppProvider>
  );
}
