import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_ROUTES, type Setting, type SettingValue } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** PATCH {value}; the server checks it against the setting's own type and bounds. */
export function updateSetting(pubkey: string, value: SettingValue): Promise<Setting> {
  return apiRequest<Setting>(routePath(SETTINGS_ROUTES['settings.update'], { pubkey }), {
    method: 'PATCH',
    body: { value },
  });
}

interface SettingChange {
  pubkey: string;
  value: SettingValue;
  /** The field itself shows the save ("Saved"): no toast says it again. */
  silent?: boolean;
}

export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, value }: SettingChange) => updateSetting(pubkey, value),
    meta: {
      successMessage: 'feedback.done.settingSaved',
      silentSuccess: (_data, change) => (change as SettingChange).silent === true,
    },
    // 'all': the public settings are read from the cache without an observer (use-public-settings.ts).
    onSuccess: () => client.invalidateQueries({ queryKey: ['settings'], refetchType: 'all' }),
  });
}
