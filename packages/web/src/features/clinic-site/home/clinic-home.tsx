import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../../hooks/use-public-settings';
import DoctorsRoute from '../doctors/doctors-route';

/**
 * `/clinic`, the public home of a clinic group (setting `site_home`): "book an appointment" in the
 * first screen, then the doctors to book with; a visitor without an account may send a request.
 */
export default function ClinicHome() {
  const { t } = useTranslation('clinicSite');
  const siteName = useSiteName();
  return (
    <>
      <Container maxWidth="lg" sx={{ paddingBlockStart: { xs: 2, md: 4 } }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="clinic-home"
          sx={{ padding: { xs: 2.5, md: 4 } }}
        >
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography id="clinic-home" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {t('home.title', { site: siteName })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('home.intro')}</Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
            >
              <Button variant="contained" size="large" href="#doctors">
                {t('home.book')}
              </Button>
              <Button variant="outlined" size="large" href="/reservation">
                {t('home.request')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Container>
      <div id="doctors">
        <DoctorsRoute />
      </div>
    </>
  );
}
