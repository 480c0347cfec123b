import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { usePageTitle } from '../hooks/use-page-title';
import { PageHeading } from './page-heading';

interface TitledCardProps {
  /** The page's heading and title. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  maxWidth: 'xs' | 'sm';
  /** Under the card (links, "no account yet?"). */
  after?: ReactNode;
}

/** A public page's one card (sign-in, a reservation): titled, centred, full width on a phone. */
export function TitledCard({ title, intro, children, maxWidth, after }: TitledCardProps) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ paddingInline: { xs: 2.5, sm: 4 }, paddingBlock: { xs: 3, sm: 4 } }}>
        <PageHeading
          title={title}
          intro={intro}
          fontSize={{ xs: '1.5rem', sm: '1.75rem' }}
          spacing={1}
          sx={{ marginBlockEnd: 3, textAlign: 'center' }}
        />
        {children}
      </Paper>
      {after}
    </Container>
  );
}
