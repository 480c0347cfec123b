import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeSnackbar } from '../components/feedback/snackbar-store';
import { loadCatalogues } from '../i18n/add-catalogues';
import i18n from '../i18n/i18n';
import { loadShellNamespaces, pageNamespaceLoaders } from '../app/resources';
import { queryClient } from '../lib/query-client';
import { server } from './server';

// Dialogs close half a second after a success (spec §4), then fade out.
configure({ asyncUtilTimeout: 5000 });

// React's duplicate-key warning is a bug (rows or dialogs lost or doubled on the next render):
// the test that causes it fails, rather than leaving a line in CI's log.
const keyWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [format] = args;
  if (typeof format === 'string' && format.includes('two children with the same key')) {
    keyWarnings.push(format.replace('%s', String(args[1])));
  }
  consoleError(...args);
};

// Any call without a handler fails the test: the API is mocked at the network, never skipped.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Components render as inside the dashboard shell, which brings its namespaces, and as their
  // page's script (lazyPage) would, with the feature's page namespaces.
  await Promise.all([loadShellNamespaces(), ...pageNamespaceLoaders().map(loadCatalogues)]);
});
afterEach(async () => {
  const warnings = keyWarnings.splice(0);
  if (warnings.length > 0) throw new Error(`React warned of duplicate keys: ${warnings[0]}`);
  cleanup();
  server.resetHandlers();
  queryClient.clear();
  closeSnackbar();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('ar');
});
afterAll(() => server.close());
