import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { useSiteName } from '../../hooks/use-public-settings';

export function PublicFooter() {
  const { t } = useTranslation();
  const format = useFormat();
  const siteName = useSiteName();
  return (
    <Box component="footer" sx={{ borderBlockStart: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          paddingBlock: 3,
        }}
      >
        <Stack component="nav" aria-label={t('nav.footer')} direction="row" spacing={3}>
          <Link href="/contact">{t('nav.contact')}</Link>
          <Link href="/privacy">{t('nav.privacy')}</Link>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('footer.copyright', { year: format.year(new Date()), site: siteName })}
        </Typography>
      </Container>
    </Box>
  );
}
