import { useId, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Setting, type SettingDefinition, type SettingValue } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { ApiError } from '../../../lib/api-client';
import { useUpdateSetting } from '../api/update-setting';

interface SettingChoiceFieldProps {
  setting: Setting;
  definition: Extract<SettingDefinition, { type: 'boolean' | 'language' | 'choice' }>;
  label: string;
  description: string;
}

/** A switch (on/off), a language or one of a list: a choice is saved as soon as it is made; a refusal shows under it. */
export function SettingChoiceField({ setting, definition, label, description }: SettingChoiceFieldProps) {
  const { t } = useTranslation();
  const { language: reader } = useLanguage();
  const helpId = useId();
  const update = useUpdateSetting();
  const [error, setError] = useState<string>();
  // Not disabled while saving (the keyboard focus would fall out of the form): a second change waits.
  const save = (value: SettingValue) => {
    if (update.isPending) return;
    setError(undefined);
    update.mutate(
      { pubkey: setting.pubkey, value },
      {
        // Said under the choice, so not in a toast as well.
        onError: (failure) => {
          markErrorShown(failure);
          setError(failure instanceof ApiError ? failure.message : t('feedback.error'));
        },
      },
    );
  };
  const value = update.isPending ? update.variables.value : setting.value;

  if (definition.type !== 'boolean') {
    const options =
      definition.type === 'choice'
        ? definition.options.map((option) => ({ value: option.value, label: option.label[reader], lang: undefined }))
        : LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`), lang: language }));
    return (
      <TextField
        select
        size="small"
        label={label}
        value={String(value)}
        onChange={(event) => save(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? description}
        sx={{ maxWidth: 320 }}
        slotProps={{ select: { native: true } }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={Boolean(value)}
            onChange={(_event, checked) => save(checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ marginBlockStart: 0 }}>
        {error ?? description}
      </FormHelperText>
    </Stack>
  );
}
