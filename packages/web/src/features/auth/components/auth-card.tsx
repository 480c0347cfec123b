import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moduleOn } from '../../../config/modules';
import { TitledCard } from '../../../components/titled-card';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card ("no account yet?"). */
  footer?: ReactNode;
  /** Under the footer, while the clinic is on: "A clinic patient? Create a patient account" (login, register). */
  patientChoice?: boolean;
  wide?: boolean;
}

function PatientChoice() {
  const { t } = useTranslation('auth');
  return (
    <Typography>
      {t('patientChoice.patient')} <Link href="/patient-register">{t('patientChoice.toPatient')}</Link>
    </Typography>
  );
}

/** The frame every public auth form shares: a titled card, centred, full width on a phone. */
export function AuthCard({ title, intro, children, footer, patientChoice = false, wide = false }: AuthCardProps) {
  const patient = patientChoice && moduleOn('clinic');
  return (
    <TitledCard
      title={title}
      intro={intro}
      maxWidth={wide ? 'sm' : 'xs'}
      after={
        (footer || patient) && (
          <Stack spacing={1} sx={{ marginBlockStart: 2.5, alignItems: 'center', textAlign: 'center' }}>
            {footer}
            {patient && <PatientChoice />}
          </Stack>
        )
      }
    >
      {children}
    </TitledCard>
  );
}
