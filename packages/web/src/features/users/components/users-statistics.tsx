import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useUserStatistics } from '../api/get-user-statistics';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Stack component="li" sx={{ minWidth: 96 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.375rem' }}>{value}</Typography>
    </Stack>
  );
}

const ROW = {
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: 2.5,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/** A titled row of counts (by status, by role). */
function TileGroup({ title, tiles }: { title: string; tiles: { key: string; label: string; value: string }[] }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <Stack component="ul" sx={ROW}>
        {tiles.map(({ key, ...tile }) => (
          <Tile key={key} {...tile} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The strip above the list: all accounts, then the counts by status and by role (GET /api/users/statistics). */
export function UsersStatistics() {
  const { t } = useTranslation(['users', 'common']);
  const format = useFormat();
  const { data } = useUserStatistics();
  if (!data) return <Skeleton variant="rounded" height={112} aria-hidden />;

  const statuses = USER_STATUSES.filter((status) => (data.byStatus[status] ?? 0) > 0);
  const roles = ROLES.filter((role) => (data.byRole[role] ?? 0) > 0);
  return (
    <Paper component="section" aria-label={t('stats.label')} variant="outlined" sx={{ padding: 2 }}>
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: { xs: 2, lg: 5 } }}>
        <Stack component="ul" sx={ROW}>
          <Tile label={t('stats.total')} value={format.number(data.total)} />
        </Stack>
        <TileGroup
          title={t('stats.byStatus')}
          tiles={statuses.map((status) => ({
            key: status,
            label: t(`statuses.${status}`),
            value: format.number(data.byStatus[status] ?? 0),
          }))}
        />
        <TileGroup
          title={t('stats.byRole')}
          tiles={roles.map((role) => ({
            key: role,
            label: t(`common:roles.${role}`),
            value: format.number(data.byRole[role] ?? 0),
          }))}
        />
      </Stack>
    </Paper>
  );
}
