import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { emotionCaches } from '../config/emotion-caches';
import { themeFor } from '../config/theme';
import { useLanguage } from '../i18n/use-language';
import { queryClient as browserClient } from '../lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** The server rendering's own, per request (entry-server.tsx); the browser's otherwise. */
  queryClient?: QueryClient;
  emotionCache?: EmotionCache;
}

/**
 * Direction follows the language. Switching swaps the values given to the cache and theme
 * providers only; the element tree below stays the same, so pages keep their state and input.
 */
export function AppProvider({ children, queryClient = browserClient, emotionCache }: AppProviderProps) {
  const { direction } = useLanguage();
  return (
    <CacheProvider value={emotionCache ?? emotionCaches[direction]}>
      <ThemeProvider theme={themeFor(direction)}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
