import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { verifyPdf } from '../api/signing-api';

/** Whether a PDF in hand is the one this code stands for: its SHA-256 compared by the server. */
export function PdfCheck({ code, hasPdf }: { code: string; hasPdf: boolean }) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify' });
  const check = useMutation({
    mutationFn: (file: File) => verifyPdf(code, file),
    meta: { silentSuccess: true },
  });
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('pdf.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('pdf.intro')}</Typography>
      {!hasPdf && <Alert severity="info">{t('pdf.noPdf')}</Alert>}
      <Button
        disabled={!hasPdf}
        variant="outlined"
        component="label"
        startIcon={<UploadFileOutlined />}
        loading={check.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('pdf.choose')}
        <input
          hidden
          type="file"
          accept="application/pdf"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) check.mutate(file);
          }}
        />
      </Button>
      {check.data &&
        (check.data.matches ? (
          <Alert severity="success" role="status">
            {t('pdf.matches', { name: check.variables.name })}
          </Alert>
        ) : (
          <Alert severity="error" role="alert">
            {t('pdf.differs', { name: check.variables.name })}
          </Alert>
        ))}
    </Stack>
  );
}
