import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface HeroBannerProps {
  title: string;
  intro: string;
  /** What goes under the intro: a search, or the calls to action. */
  children?: ReactNode;
}

/** The public site's banner: a title, one line about it, and what the page offers first. */
export function HeroBanner({ title, intro, children }: HeroBannerProps) {
  return (
    <Box
      sx={{
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        paddingBlock: { xs: 5, md: 8 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.25rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, marginBlock: 1.5, opacity: 0.95 }}>
          {intro}
        </Typography>
        {children && <Box sx={{ marginBlockStart: { xs: 3, md: 4 } }}>{children}</Box>}
      </Container>
    </Box>
  );
}
