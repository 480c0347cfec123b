import Stack from '@mui/material/Stack';
import type { Setting } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { definitionOf } from '../utils/setting-schema';
import { SettingChoiceField } from './setting-choice-field';
import { SettingTextField } from './setting-text-field';

/** One setting: its editor for its type, labelled and described in the reader's language. */
export function SettingRow({
  setting,
  onDirty,
}: {
  setting: Setting;
  onDirty: (pubkey: string, dirty: boolean) => void;
}) {
  const { language } = useLanguage();
  const definition = definitionOf(setting);
  const label = language === 'ar' ? setting.labelAr : setting.labelEn;
  const description = language === 'ar' ? setting.descriptionAr : setting.descriptionEn;
  return (
    <Stack component="li" sx={{ paddingBlock: 2, borderBlockStart: 1, borderColor: 'divider' }}>
      {definition.type === 'boolean' || definition.type === 'language' || definition.type === 'choice' ? (
        <SettingChoiceField setting={setting} definition={definition} label={label} description={description} />
      ) : (
        <SettingTextField
          setting={setting}
          definition={definition}
          label={label}
          description={description}
          onDirty={onDirty}
        />
      )}
    </Stack>
  );
}
