import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RETURN_TO, loginThenTo, safeReturnTo } from '../../../lib/return-to';
import { AuthCard } from '../components/auth-card';
import { PatientFields } from '../components/patient-fields';
import { RegisterForm } from '../components/register-form';

const patient = {
  fields: (control: Parameters<typeof PatientFields>[0]['control']) => <PatientFields control={control} />,
};

/** `/patient-register` (spec §7 patient-register): a clinic patient's account, logged in afterwards by ID number or phone. */
export default function PatientRegisterRoute() {
  const { t } = useTranslation('patientRegister');
  // Begun on a doctor's page: an existing account logs in and goes on to the same booking.
  const returnTo = safeReturnTo(useSearchParams()[0].get(RETURN_TO));
  return (
    <AuthCard
      wide
      title={t('title')}
      intro={t('intro')}
      footer={
        <Stack spacing={0.5}>
          <Typography>
            {t('haveAccount')} <Link href={returnTo ? loginThenTo(returnTo) : '/login'}>{t('toLogin')}</Link>
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
