import { SnackbarHost } from '../components/feedback/snackbar-host';
import { DefaultLanguage } from './default-language';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { followSessionEvents } from './session-redirects';

followSessionEvents();

export function App() {
  return (
    <AppProvider>
      <DefaultLanguage />
      <AppRouter />
      <SnackbarHost />
    </AppProvider>
  );
}
