import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { NationalAddressFields } from '../../../components/national-address/national-address-fields';
import { useUpdateMe } from '../api/update-me';
import {
  isBlank,
  nationalAddressFormSchema,
  nationalAddressValues,
  requiredParts,
} from './national-address-form-schema';

/**
 * The account's national address (PATCH /api/users/me `nationalAddress`): the shared address block
 * with its map, saved whole; an emptied section clears it. The server's refusals sit on their fields.
 */
export function NationalAddressSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profileCompletion');
  const update = useUpdateMe();
  const form = useZodForm(nationalAddressFormSchema, nationalAddressValues(profile.nationalAddress), requiredParts);
  const submit = form.handleSubmit((data) => {
    const nationalAddress = isBlank(form.getValues()) ? null : data.nationalAddress;
    update.mutate(
      { nationalAddress },
      {
        onSuccess: (saved) => form.reset(nationalAddressValues(saved.nationalAddress)),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <NationalAddressFields control={form.control} name="nationalAddress" title={null} />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={update.isPending}>
          {t('address.save')}
        </Button>
      </Box>
    </Stack>
  );
}
