import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Setting, SettingDefinition } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../hooks/use-format';
import { useUpdateSetting } from '../api/update-setting';
import { settingFormSchema } from '../utils/setting-schema';

const INPUT = {
  text: { type: 'text', inputMode: 'text', dir: 'auto' },
  email: { type: 'email', inputMode: 'email', dir: 'ltr' },
  phone: { type: 'tel', inputMode: 'tel', dir: 'ltr' },
  number: { type: 'text', inputMode: 'numeric', dir: undefined },
} as const;

interface SettingTextFieldProps {
  setting: Setting;
  definition: SettingDefinition & { type: keyof typeof INPUT };
  label: string;
  description: string;
}

/** A typed value (text, email, phone, number) with its own Save; checked as the server checks it. */
export function SettingTextField({ setting, definition, label, description }: SettingTextFieldProps) {
  const { t } = useTranslation(['settings', 'common']);
  const format = useFormat();
  const form = useZodForm(settingFormSchema(definition), { value: String(setting.value) });
  const update = useUpdateSetting();
  const input = INPUT[definition.type];
  // The description is the field's helper text, so it is read with the field; the bounds come first.
  const help =
    definition.type === 'number'
      ? `${t('range', { min: format.number(definition.min), max: format.number(definition.max) })} ${description}`
      : description;
  const submit = form.handleSubmit(({ value }) => {
    if (value === setting.value) return;
    update.mutate(
      { pubkey: setting.pubkey, value },
      {
        // The field shows the value as stored (a phone in +966 form), which is now the saved one.
        onSuccess: (saved) => form.setValue('value', String(saved.value)),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <FormTextField
        control={form.control}
        name="value"
        helperText={help}
        label={label}
        type={input.type}
        size="small"
        sx={{ flex: '1 1 16rem' }}
        slotProps={{ htmlInput: { inputMode: input.inputMode, dir: input.dir } }}
      />
      <BusyButton type="submit" variant="contained" busy={update.isPending}>
        {t('common:actions.save')}
      </BusyButton>
    </Box>
  );
}
