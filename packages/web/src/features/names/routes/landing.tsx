import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { NamesHero } from '../components/names-hero';
import { NamesResults } from '../components/names-results';
import { NamesSearch } from '../components/names-search';

/** `/home`: the hero, the search (kept in `?q=`) and the grid of names. */
export default function LandingRoute() {
  const { t } = useTranslation('names');
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const setQuery = (next: string) => setParams(next ? { q: next } : {}, { replace: true });

  return (
    <>
      <NamesHero />
      <Container maxWidth="lg" sx={{ paddingBlockEnd: 6 }}>
        <Box sx={{ marginBlockStart: -3.5, marginBlockEnd: 4, position: 'relative' }}>
          <NamesSearch value={q} onSearch={setQuery} />
        </Box>
        <NamesResults q={q} onClear={() => setQuery('')} />
      </Container>
    </>
  );
}
