import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fetchDocumentHtml } from '../api/signing-api';
import { PdfDownload } from './pdf-download';

interface DocumentPreviewProps {
  /** The document's HTML (the preview) and its PDF: the deed's for its endower, an invitation's for its signer. */
  htmlPath: string;
  /** The PDF to download, saved under its file name (deedPdfName). */
  pdf?: { path: string; fileName: string };
  title: string;
}

/**
 * The deed's document as the server renders it: the HTML in a sandboxed frame (no script, no
 * same-origin access: the snapshot's words cannot act on the page) and the PDF to download. A PDF
 * the server cannot make (503: no Chromium) says why here, and the preview stays.
 */
export function DocumentPreview({ htmlPath, pdf, title }: DocumentPreviewProps) {
  const { t } = useTranslation('endowmentsSigning');
  const html = useQuery({
    queryKey: ['endowments', 'document', htmlPath],
    queryFn: ({ signal }) => fetchDocumentHtml(htmlPath, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  return (
    <Stack spacing={1.5}>
      {pdf && <PdfDownload pdfPath={pdf.path} fileName={pdf.fileName} align="end" />}
      {html.isPending ? (
        <Skeleton variant="rectangular" height={480} />
      ) : html.isError ? (
        <Alert severity="error">{html.error instanceof ApiError ? html.error.message : t('document.loadError')}</Alert>
      ) : (
        <Box
          component="iframe"
          title={title}
          sandbox=""
          srcDoc={html.data}
          sx={{
            width: '100%',
            height: { xs: '70vh', md: '80vh' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            backgroundColor: '#fff',
          }}
        />
      )}
    </Stack>
  );
}
