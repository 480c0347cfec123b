import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function NamesHero() {
  const { t } = useTranslation('names');
  return (
    <Box
      sx={{
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        paddingBlock: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.25rem' } }}>
          {t('hero.title')}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, marginBlockStart: 1.5, opacity: 0.95 }}>
          {t('hero.intro')}
        </Typography>
      </Container>
    </Box>
  );
}
