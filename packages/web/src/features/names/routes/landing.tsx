import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import type { PageHandle } from '../../../lib/feature/page-handle';
import { namesGridQuery, pagesAsked } from '../api/get-names';
import { NamesHero } from '../components/names-hero';
import { NamesResults } from '../components/names-results';
import { NamesSearch } from '../components/names-search';

/**
 * The server fetches the grid's first page (of the address's search) into the page (issue 30), or
 * as many as `?pages=` asks: "show more" without JavaScript.
 */
export const handle: PageHandle = {
  prefetch: (client, { search }) =>
    client.prefetchInfiniteQuery({ ...namesGridQuery(search.get('q') ?? ''), pages: pagesAsked(search) }),
};

/** `/home`: the hero, the search (kept in `?q=`) and the grid of names. */
export default function LandingRoute() {
  const { t } = useTranslation('names');
  usePageTitle(t('pageTitle'), t('hero.intro'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const setQuery = (next: string) => setParams(next ? { q: next } : {}, { replace: true });

  return (
    <>
      <NamesHero>
        <NamesSearch value={q} onSearch={setQuery} />
      </NamesHero>
      <Container maxWidth="lg" sx={{ paddingBlock: { xs: 4, md: 6 } }}>
        <NamesResults q={q} onClear={() => setQuery('')} />
      </Container>
    </>
  );
}
