import { useCallback, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SETTING_GROUPS } from '@bayan/shared';
import { ListHeader } from '../../../components/data-table/list-header';
import { TableError } from '../../../components/data-table/table-states';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSettings } from '../api/get-settings';
import { LeaveGuard } from '../components/leave-guard';
import { SettingsGroup } from '../components/settings-group';
import { bySettingOrder } from '../utils/setting-schema';

/**
 * `/dashboard/settings`: the typed settings, grouped, each saved on its own (a switch or the
 * language at once, a typed value with its Save). Leaving with a typed value unsaved asks first.
 */
export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const query = useSettings();
  const rows = query.data?.rows;
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback(
    (pubkey: string, dirty: boolean) =>
      setUnsaved((current) => {
        if (current.has(pubkey) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(pubkey);
        else next.delete(pubkey);
        return next;
      }),
    [],
  );

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 }, maxWidth: 880 }}>
      <ListHeader title={t('title')} intro={t('intro')} />
      <LeaveGuard dirty={unsaved.size > 0} />
      {query.isError && !rows ? (
        <TableError error={query.error} onRetry={() => void query.refetch()} />
      ) : !rows ? (
        SETTING_GROUPS.map((group) => <Skeleton key={group} variant="rounded" height={180} aria-hidden />)
      ) : (
        SETTING_GROUPS.map((group) => {
          const settings = rows.filter((setting) => setting.group === group).sort(bySettingOrder);
          return (
            settings.length > 0 && <SettingsGroup key={group} group={group} settings={settings} onDirty={onDirty} />
          );
        })
      )}
    </Stack>
  );
}
