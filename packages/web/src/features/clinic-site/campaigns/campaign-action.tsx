import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Campaign, Profile } from '@bayan/shared';
import { loginThenTo } from '../../../lib/return-to';
import { useCampaignRegistration } from './campaigns-api';

const COLOUR = { PENDING: 'warning', ACCEPTED: 'success', CANCELED: 'default' } as const;

interface CampaignActionProps {
  campaign: Campaign;
  profile: Profile | null;
  /** Asks before the patient cancels their own registration (spec §4). */
  onCancel: (campaign: Campaign) => void;
  /** Asks before the patient registers, saying what, when and for whom (finding 35). */
  onRegister: (campaign: Campaign) => void;
}

/**
 * What the reader can do: a visitor is sent to log in and comes back here; a patient registers,
 * or sees their registration's state (and may cancel it); other accounts only read.
 */
export function CampaignAction({ campaign, profile, onCancel, onRegister }: CampaignActionProps) {
  const { t } = useTranslation('siteCampaigns');
  const registration = useCampaignRegistration();
  const full = campaign.seatsTaken >= campaign.capacity;
  if (!profile) {
    return (
      <Button variant="outlined" component={RouterLink} to={loginThenTo('/campaigns')}>
        {t('loginToRegister')}
      </Button>
    );
  }
  if (profile.role !== 'PATIENT') return null;
  const mine = campaign.myRegistration;
  if (mine) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          color={COLOUR[mine.status]}
          variant={mine.status === 'CANCELED' ? 'outlined' : 'filled'}
          label={`${t('yourRegistration')}: ${t(`status.${mine.status}`)}`}
        />
        {mine.status !== 'CANCELED' && (
          <Button color="error" onClick={() => onCancel(campaign)}>
            {t('cancel')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Button variant="contained" disabled={full || registration.isPending} onClick={() => onRegister(campaign)}>
      {full ? t('full') : t('register')}
    </Button>
  );
}
