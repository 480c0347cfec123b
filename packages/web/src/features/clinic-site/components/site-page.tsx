import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';

interface SitePageProps {
  title: string;
  intro?: string | undefined;
  /** Above the title (a way back). */
  before?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** A clinic site page: its title (also the tab's), an introduction, then its content. */
export function SitePage({ title, intro, before, busy = false, children }: SitePageProps) {
  usePageTitle(title, intro);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: { xs: 3, md: 5 } }} aria-busy={busy}>
      {before}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, marginBlockEnd: 1 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', marginBlockEnd: 3 }}>{intro}</Typography>}
      {children}
    </Container>
  );
}
