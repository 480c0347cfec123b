import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { isMissing } from '../../../lib/api-client';
import type { PageHandle } from '../../../lib/feature/page-handle';
import { nameQuery, useName } from '../api/get-name';
import { orderedNamesQuery } from '../api/get-name-neighbours';
import { NameDetailSkeleton } from '../components/name-detail-skeleton';
import { NameDetailError, NameNotFound } from '../components/name-detail-states';
import { NameView } from '../components/name-view';
import { parseNameId } from '../utils/parse-name-id';

/** The server fetches the name and the ordered list (its neighbours) into the page (issue 30). */
export const handle: PageHandle = {
  prefetch: (client, { params }) => {
    const id = parseNameId(params.id);
    if (id === null) return Promise.resolve();
    return Promise.all([client.prefetchQuery(nameQuery(id)), client.prefetchQuery(orderedNamesQuery)]);
  },
};

/** `/name/:id`: one name, or a not-found page for an unknown or malformed id. */
export default function NameDetailRoute() {
  const id = parseNameId(useParams().id);
  const query = useName(id);
  const notFound = id === null || isMissing(query.error);

  return (
    <Container maxWidth="md" sx={{ paddingBlock: { xs: 3, md: 5 } }}>
      {notFound ? (
        <NameNotFound />
      ) : query.isPending ? (
        <NameDetailSkeleton />
      ) : query.isError ? (
        <NameDetailError onRetry={() => void query.refetch()} />
      ) : (
        <NameView name={query.data} />
      )}
    </Container>
  );
}
