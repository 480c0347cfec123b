import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NationalAddressDraft } from '@bayan/shared';
import { FormDualDateField } from '../../../components/form/dual-date/form-dual-date-field';
import { NationalAddressFields } from '../../../components/national-address/national-address-fields';
import { DemoPage } from '../components/demo-page';

interface InputsForm {
  gregorianDate: string;
  hijriDate: string;
  nationalAddress: NationalAddressDraft;
}

const EMPTY: InputsForm = {
  gregorianDate: '',
  hijriDate: '',
  nationalAddress: { latitude: null, longitude: null },
};

/**
 * `/dashboard/utils/form-inputs`: the shared inputs of the endowment deed and the profile (the day
 * in both calendars with its Umm al-Qura picker, the national address with its map), on a form of
 * their own, to try them and for the browser tests (e2e/map-picker.test.ts).
 */
export default function FormInputsRoute() {
  const { t } = useTranslation('dashboard');
  const { control } = useForm<InputsForm>({ defaultValues: EMPTY });
  return (
    <DemoPage title={t('demo.inputs.title')} intro={t('demo.inputs.intro')}>
      <Stack spacing={4} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <FormDualDateField
          control={control}
          gregorianName="gregorianDate"
          hijriName="hijriDate"
          label={t('demo.inputs.date')}
        />
        <NationalAddressFields control={control} name="nationalAddress" />
      </Stack>
    </DemoPage>
  );
}
