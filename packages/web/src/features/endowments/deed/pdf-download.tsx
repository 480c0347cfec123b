import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { ApiError } from '../../../lib/api-client';
import { downloadPdf } from '../api/signing-api';

interface PdfDownloadProps {
  pdfPath: string;
  fileName: string;
  /** Where the button sits in its row. */
  align?: 'start' | 'end';
}

/**
 * "Download the PDF" of a deed, saved as `fileName` (deedPdfName). A PDF the server cannot make
 * (503: no Chromium) says why beside the button.
 */
export function PdfDownload({ pdfPath, fileName, align = 'start' }: PdfDownloadProps) {
  const { t } = useTranslation('endowmentsSigning');
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadPdf(pdfPath, fileName);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('document.pdfFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: `flex-${align}` }}>
        <BusyButton
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          busy={downloading}
          onClick={() => void download()}
        >
          {t('document.download')}
        </BusyButton>
      </Stack>
      {error && (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
