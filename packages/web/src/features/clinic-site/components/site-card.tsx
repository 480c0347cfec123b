import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/*
 * The site's cards are outlined Paper (already in every page's first load) rather than MUI's Card
 * and CardActionArea: shared with the landing page, those would be split into chunks of their own
 * that the landing page then fetches apart (issue 14's budget).
 */

const CARD = { height: '100%', borderRadius: 2 } as const;

/** A card of content. */
export function SiteCard({ children, component = 'div' }: { children: ReactNode; component?: 'div' | 'article' }) {
  return (
    <Paper variant="outlined" component={component} sx={{ ...CARD, padding: 2 }}>
      {children}
    </Paper>
  );
}

/** A card that is one link as a whole. */
export function LinkCard({
  href,
  label,
  children,
  sx,
}: {
  href: string;
  label?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Paper variant="outlined" sx={{ ...CARD, overflow: 'hidden' }}>
      <ButtonBase
        href={href}
        aria-label={label}
        sx={[
          {
            width: '100%',
            height: '100%',
            padding: 2,
            justifyContent: 'flex-start',
            textAlign: 'start',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </ButtonBase>
    </Paper>
  );
}
