import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { emotionCaches } from '../config/emotion-caches';
import { themeFor } from '../config/theme';
import { useLanguage } from '../i18n/use-language';
import { queryClient } from '../lib/query-client';

/**
 * Direction follows the language. Switching swaps the values given to the cache and theme
 * providers only; the element tree below stays the same, so pages keep their state and input.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const { direction } = useLanguage();
  return (
    <CacheProvider value={emotionCaches[direction]}>
      <ThemeProvider theme={themeFor(direction)}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
