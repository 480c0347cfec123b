import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { useTranslation } from 'react-i18next';

/**
 * Issue 15: what the administrators' home shows instead of the clinic's widgets while it has no
 * appointment at all: one line, and the way to set a clinic up for whoever may.
 */
export function ClinicSetup({ canSetUp }: { canSetUp: boolean }) {
  const { t } = useTranslation('homeSteps');
  return (
    <Paper variant="outlined" sx={{ paddingInline: { xs: 2, sm: 2.5 }, paddingBlock: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'center', color: 'text.secondary' }}>
          <EventNoteOutlined aria-hidden />
          <Typography>{t('clinicEmpty')}</Typography>
        </Stack>
        {canSetUp && (
          <Button variant="outlined" href="/dashboard/etablissements">
            {t('clinicSetUp')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
