import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const enter = keyframes`
  from { opacity: 0.25; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/**
 * Spec §2/§9: public pages enter with a 0.8 s fade-and-rise. The fade starts from a quarter, not
 * from nothing: the page is readable from its first frame (a browser counts a fully transparent
 * text as not yet shown, so the landing's largest paint waited for the name cards; issue 14).
 * Keyed by path only, so a language switch or a search-parameter change never replays it or
 * remounts the page.
 */
export function PageTransition({ animated, children }: { animated: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  if (!animated) return children;
  return (
    <Box
      key={pathname}
      sx={{
        animation: `${enter} 0.8s cubic-bezier(0.2, 0, 0, 1) both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
