import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { NationalAddressFields } from '../../../components/national-address/national-address-fields';
import type { DeedForm } from '../wizard/deed-form';
import { PersonFields } from './person-fields';

/** Step 3: the endower and their contacts (filled by the server from the profile) and national address. */
export function EndowerStep() {
  const { t } = useTranslation('endowments');
  const { control } = useFormContext<DeedForm>();
  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>{t('endower.intro')}</Typography>
      <PersonFields path="endower" kinds={['person']} />
      <Stack spacing={2} component="section" aria-labelledby="endower-address">
        <Typography id="endower-address" variant="h6" component="h3">
          {t('endower.address')}
        </Typography>
        <NationalAddressFields control={control} name="endower.nationalAddress" title={null} />
      </Stack>
    </Stack>
  );
}
