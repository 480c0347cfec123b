import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { WaitlistOfferPage } from './waitlist-offer';

/** `/dashboard/waitlist/:id` (a patient): their waitlist entry and the seat held for it (issue 35). */
export default function WaitlistOfferRoute() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('pageTitle'));
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ padding: { xs: 2, sm: 4 } }}>
        <WaitlistOfferPage id={useParams().id ?? ''} />
      </Paper>
    </Container>
  );
}
