import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSiteName } from '../../../hooks/use-public-settings';
import type { PageHandle } from '../../../lib/feature/page-handle';

const SECTIONS = ['browsing', 'storage', 'account', 'rights'] as const;

/** Rendered by the server: its words and the public settings are all it reads (issue 30). */
export const handle: PageHandle = {};

/** `/privacy` and `/privacy-policy`: what Bayan keeps about a visitor, and why. */
export default function PrivacyRoute() {
  const { t } = useTranslation('legal');
  usePageTitle(t('privacy.title'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('privacy.title')}
      </Typography>
      <Typography sx={{ marginBlock: 2, fontSize: '1.125rem', color: 'text.secondary' }}>
        {t('privacy.intro', { site: useSiteName() })}
      </Typography>
      <Stack spacing={3} sx={{ marginBlockStart: 4 }}>
        {SECTIONS.map((section) => (
          <section key={section}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', marginBlockEnd: 1 }}>
              {t(`privacy.sections.${section}.title`)}
            </Typography>
            <Typography>{t(`privacy.sections.${section}.body`)}</Typography>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
