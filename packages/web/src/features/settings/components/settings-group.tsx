import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Setting, SettingGroup as Group } from '@bayan/shared';
import { SettingRow } from './setting-row';

interface SettingsGroupProps {
  group: Group;
  settings: Setting[];
  onDirty: (pubkey: string, dirty: boolean) => void;
}

/** A titled card of one group's settings (general, accounts, clinic). */
export function SettingsGroup({ group, settings, onDirty }: SettingsGroupProps) {
  const { t } = useTranslation('settings');
  const headingId = `settings-${group}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t(`groups.${group}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1 }}>
        {t(`groups.${group}.body`)}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {settings.map((setting) => (
          <SettingRow key={setting.pubkey} setting={setting} onDirty={onDirty} />
        ))}
      </Stack>
    </Paper>
  );
}
