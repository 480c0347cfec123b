import { SnackbarHost } from '../components/feedback/snackbar-host';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { followSessionEvents } from './session-redirects';

followSessionEvents();

export function App() {
  return (
    <AppProvider>
      <AppRouter />
      <SnackbarHost />
    </AppProvider>
  );
}
