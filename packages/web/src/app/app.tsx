import { RouterProvider } from 'react-router/dom';
import { AppSnackbar } from '../components/feedback/app-snackbar';
import { AppProvider } from './provider';
import { router } from './router';
import { followSessionEvents } from './session-redirects';

followSessionEvents();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <AppSnackbar />
    </AppProvider>
  );
}
