import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { PatientFields } from '../components/patient-fields';
import { RegisterForm } from '../components/register-form';

const patient = {
  fields: (control: Parameters<typeof PatientFields>[0]['control']) => <PatientFields control={control} />,
};

/** `/patient-register` (spec §7 patient-register): a clinic patient's account, logged in afterwards by ID number or phone. */
export default function PatientRegisterRoute() {
  const { t } = useTranslation('patientRegister');
  return (
    <AuthCard
      wide
      title={t('title')}
      intro={t('intro')}
      footer={
        <Stack spacing={0.5}>
          <Typography>
            {t('haveAccount')} <Link href="/login">{t('toLogin')}</Link>
          </Typography>
          <Typography>
            {t('notPatient')} <Link href="/register">{t('toRegister')}</Link>
          </Typography>
        </Stack>
      }
    >
      <RegisterForm patient={patient} />
    </AuthCard>
  );
}
