import { useId, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Setting, type SettingValue } from '@bayan/shared';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { ApiError } from '../../../lib/api-client';
import { useUpdateSetting } from '../api/update-setting';

interface SettingChoiceFieldProps {
  setting: Setting;
  type: 'boolean' | 'language';
  label: string;
  description: string;
}

/** A switch (on/off) or a language: a choice is saved as soon as it is made; a refusal shows under it. */
export function SettingChoiceField({ setting, type, label, description }: SettingChoiceFieldProps) {
  const { t } = useTranslation();
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

  if (type === 'language')
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
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </TextField>
    );
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
