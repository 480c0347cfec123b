import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { ApiError } from '../../../lib/api-client';
import { downloadPdf, fetchDocumentHtml } from '../api/signing-api';

interface DocumentPreviewProps {
  /** The document's HTML (the preview) and its PDF: the deed's for its endower, an invitation's for its signer. */
  htmlPath: string;
  pdfPath?: string;
  fileName?: string;
  title: string;
}

/**
 * The deed's document as the server renders it: the HTML in a sandboxed frame (no script, no
 * same-origin access: the snapshot's words cannot act on the page) and the PDF to download. A PDF
 * the server cannot make (503: no Chromium) says why here, and the preview stays.
 */
export function DocumentPreview({ htmlPath, pdfPath, fileName, title }: DocumentPreviewProps) {
  const { t } = useTranslation('endowmentsSigning');
  const html = useQuery({
    queryKey: ['endowments', 'document', htmlPath],
    queryFn: ({ signal }) => fetchDocumentHtml(htmlPath, signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  const [downloading, setDownloading] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const download = async () => {
    if (!pdfPath) return;
    setDownloading(true);
    setPdfError(null);
    try {
      await downloadPdf(pdfPath, fileName ?? 'waqf-deed.pdf');
    } catch (error) {
      // A 503 says why (no Chromium here, or busy): the server's words, and the preview stays.
      setPdfError(error instanceof ApiError ? error.message : t('document.pdfFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      {pdfPath && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <BusyButton
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            busy={downloading}
            onClick={() => void download()}
          >
            {t('document.download')}
          </BusyButton>
        </Stack>
      )}
      {pdfError && (
        <Alert severity="warning" role="alert">
          {pdfError}
        </Alert>
      )}
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
