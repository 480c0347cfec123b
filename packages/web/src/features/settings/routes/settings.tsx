import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SETTING_GROUPS } from '@bayan/shared';
import { ListHeader } from '../../../components/data-table/list-header';
import { TableError } from '../../../components/data-table/table-states';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSettings } from '../api/get-settings';
import { SettingsGroup } from '../components/settings-group';
import { bySettingOrder } from '../utils/setting-schema';

/** `/dashboard/settings`: the typed settings, grouped, each saved on its own. */
export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const query = useSettings();
  const rows = query.data?.rows;

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 }, maxWidth: 880 }}>
      <ListHeader title={t('title')} intro={t('intro')} />
      {query.isError && !rows ? (
        <TableError error={query.error} onRetry={() => void query.refetch()} />
      ) : !rows ? (
        SETTING_GROUPS.map((group) => <Skeleton key={group} variant="rounded" height={180} aria-hidden />)
      ) : (
        SETTING_GROUPS.map((group) => {
          const settings = rows.filter((setting) => setting.group === group).sort(bySettingOrder);
          return settings.length > 0 && <SettingsGroup key={group} group={group} settings={settings} />;
        })
      )}
    </Stack>
  );
}
