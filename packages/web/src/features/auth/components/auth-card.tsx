import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moduleOn } from '../../../config/modules';
import { usePageTitle } from '../../../hooks/use-page-title';

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
  usePageTitle(title);
  const patient = patientChoice && moduleOn('clinic');
  return (
    <Container maxWidth={wide ? 'sm' : 'xs'} sx={{ paddingBlock: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ paddingInline: { xs: 2.5, sm: 4 }, paddingBlock: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ marginBlockEnd: 3, textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
            {title}
          </Typography>
          {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
        </Stack>
        {children}
      </Paper>
      {(footer || patient) && (
        <Stack spacing={1} sx={{ marginBlockStart: 2.5, alignItems: 'center', textAlign: 'center' }}>
          {footer}
          {patient && <PatientChoice />}
        </Stack>
      )}
    </Container>
  );
}
