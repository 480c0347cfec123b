import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Setting, SettingValue } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

/** PATCH {value}; the server checks it against the setting's own type and bounds. */
export function updateSetting(pubkey: string, value: SettingValue): Promise<Setting> {
  return apiRequest<Setting>(routePath('settings.update', { pubkey }), { method: 'PATCH', body: { value } });
}

export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, value }: { pubkey: string; value: SettingValue }) => updateSetting(pubkey, value),
    meta: { successMessage: 'feedback.done.settingSaved' },
    // 'all': the public settings are read from the cache without an observer (use-public-settings.ts).
    onSuccess: () => client.invalidateQueries({ queryKey: ['settings'], refetchType: 'all' }),
  });
}
