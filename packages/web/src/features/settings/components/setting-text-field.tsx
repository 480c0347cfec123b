import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
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
  /** Whether what is typed differs from what is saved, reported as it changes (and false when the field goes). */
  onDirty: (pubkey: string, dirty: boolean) => void;
}

/**
 * A typed value (text, email, phone, number) with its own Save; checked as the server checks it.
 * The button tells the field's state: "Save" (with "Cancel") while the typed value is not saved,
 * "Saved" once it is.
 */
export function SettingTextField({ setting, definition, label, description, onDirty }: SettingTextFieldProps) {
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
  const dirty = form.formState.isDirty;
  const { pubkey } = setting;
  useEffect(() => {
    onDirty(pubkey, dirty);
    return () => onDirty(pubkey, false);
  }, [onDirty, pubkey, dirty]);

  const submit = form.handleSubmit(({ value }) => {
    // Typed differently but the same value (a phone in local form): nothing to send.
    if (value === setting.value) return form.reset({ value: String(setting.value) });
    // The button turning to "Saved" is the one message of a save.
    update.mutate(
      { pubkey, value, silent: true },
      {
        // The field shows the value as stored (a phone in +966 form), which is now the saved one.
        onSuccess: (saved) => form.reset({ value: String(saved.value) }),
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
      {/* One width for both states, so the field does not jump as it turns dirty or saved. */}
      <Box sx={{ display: 'flex', gap: 1, minWidth: { sm: '11rem' } }}>
        {dirty || update.isPending ? (
          <>
            <BusyButton type="submit" variant="contained" busy={update.isPending}>
              {t('common:actions.save')}
            </BusyButton>
            <Button type="button" disabled={update.isPending} onClick={() => form.reset()}>
              {t('common:actions.cancel')}
            </Button>
          </>
        ) : (
          <Button type="button" color="success" aria-disabled startIcon={<CheckCircleOutlined />}>
            {t('saved')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
