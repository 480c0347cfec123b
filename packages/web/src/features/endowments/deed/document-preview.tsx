import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import { useTranslation } from 'react-i18next';
import { DocumentFrame } from './document-frame';
import { DocumentReader } from './document-reader';
import { PdfDownload } from './pdf-download';

interface DocumentPreviewProps {
  /** The document's HTML (the preview) and its PDF: the deed's for its endower, an invitation's for its signer. */
  htmlPath: string;
  /** The PDF to download, saved under its file name (deedPdfName). */
  pdf?: { path: string; fileName: string };
  title: string;
}

/**
 * The deed's document: a framed preview on the page, the whole deed full-screen (walk finding 19)
 * and the PDF to download. A PDF the server cannot make (503: no Chromium) says why here, and the
 * preview stays.
 */
export function DocumentPreview({ htmlPath, pdf, title }: DocumentPreviewProps) {
  const { t } = useTranslation('endowmentsSigning');
  const [reading, setReading] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<OpenInFullRounded />} onClick={() => setReading(true)}>
          {t('document.readFull')}
        </Button>
        {pdf && <PdfDownload pdfPath={pdf.path} fileName={pdf.fileName} align="end" />}
      </Stack>
      <DocumentFrame
        htmlPath={htmlPath}
        title={title}
        sx={{ height: { xs: '70vh', md: '80vh' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <DocumentReader open={reading} onClose={() => setReading(false)} htmlPath={htmlPath} title={title} />
    </Stack>
  );
}
