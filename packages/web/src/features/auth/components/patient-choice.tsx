import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moduleOn } from '../../../config/modules';

/** "A clinic patient? Create a patient account": the short choice under login and register while the clinic is on. */
export function PatientChoice() {
  const { t } = useTranslation('auth');
  if (!moduleOn('clinic')) return null;
  return (
    <Typography>
      {t('patientChoice.patient')} <Link href="/patient-register">{t('patientChoice.toPatient')}</Link>
    </Typography>
  );
}
