import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DeedText } from './deed-fields';

/** Step 2: the waqf formula (introduction) and the endower's notes and extra conditions. */
export function IntroductionStep() {
  const { t } = useTranslation('endowments');
  return (
    <Stack spacing={2}>
      <DeedText
        path="introduction"
        label={t('introduction.introduction')}
        helperText={t('introduction.introductionHint')}
        multiline
        maxLength={4000}
      />
      <DeedText path="notes" label={t('introduction.notes')} multiline maxLength={4000} />
    </Stack>
  );
}
