import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { AccountRow } from './account-row';
import { Ltr } from '../form/ltr-value';

interface VerificationRowProps {
  label: string;
  value: string | null;
  confirmed: boolean;
  /** What the account holder can do while it is not confirmed. */
  action?: ReactNode;
}

/** One contact (email or phone), whether it is confirmed, and how to confirm it. */
export function VerificationRow({ label, value, confirmed, action }: VerificationRowProps) {
  const { t } = useTranslation('dashboard');
  return (
    <AccountRow
      aside={
        <>
          <Chip
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            color={confirmed ? 'success' : 'warning'}
            variant="outlined"
            icon={confirmed ? <CheckCircleOutlined /> : <ErrorOutlineOutlined />}
            label={confirmed ? t('confirmed') : t('notConfirmed')}
          />
          {!confirmed && value && action}
        </>
      }
    >
      <Typography variant="body2" component="h3" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {/* The value reads left to right inside a line that keeps the page's direction. */}
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value ? <Ltr>{value}</Ltr> : t('notProvided')}
      </Typography>
    </AccountRow>
  );
}
