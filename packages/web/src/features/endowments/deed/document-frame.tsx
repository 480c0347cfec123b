import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fetchDocumentHtml } from '../api/signing-api';

/**
 * The deed's document as the server renders it, in a sandboxed frame (no script, no same-origin
 * access: the snapshot's words cannot act on the page). The preview and the full-screen reader
 * read the same query, so opening the reader fetches nothing again.
 */
export function DocumentFrame({ htmlPath, title, sx }: { htmlPath: string; title: string; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('endowmentsSigning');
  const html = useQuery({
    queryKey: ['endowments', 'document', htmlPath],
    queryFn: ({ signal }) => fetchDocumentHtml(htmlPath, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  if (html.isPending) return <Skeleton variant="rectangular" height={480} />;
  if (html.isError)
    return (
      <Alert severity="error">{html.error instanceof ApiError ? html.error.message : t('document.loadError')}</Alert>
    );
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={html.data}
      sx={[{ width: '100%', border: 0, display: 'block', backgroundColor: '#fff' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
