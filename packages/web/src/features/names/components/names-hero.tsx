import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The landing banner: site name, a line about the 99 names, and the search passed as children. */
export function NamesHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation('names');
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
          {t('hero.title')}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, marginBlock: 1.5, opacity: 0.95 }}>
          {t('hero.intro')}
        </Typography>
        <Box sx={{ marginBlockStart: { xs: 3, md: 4 } }}>{children}</Box>
      </Container>
    </Box>
  );
}
