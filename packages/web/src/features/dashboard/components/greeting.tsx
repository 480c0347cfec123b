import { memo } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';

/** The home screen's heading: the user's name and role. */
export const Greeting = memo(function Greeting({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
        {t('greeting', { name: profile.name })}
      </Typography>
      <Chip color="primary" variant="outlined" label={t('role', { role: t(`common:roles.${profile.role}`) })} />
    </Stack>
  );
});
