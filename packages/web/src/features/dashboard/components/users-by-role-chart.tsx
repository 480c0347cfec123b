import { useTranslation } from 'react-i18next';
import { ROLES, type Statistics } from '@bayan/shared';
import { BarChart } from '../../../components/charts/bar-chart';
import { useFormat } from '../../../hooks/use-format';
import { WidgetCard } from './widget-card';

/** Accounts (not deleted) by role, one bar each. */
export function UsersByRoleChart({ stats, loading }: { stats: Statistics | undefined; loading: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const format = useFormat();
  const byRole = stats?.users.byRole;
  return (
    <WidgetCard
      title={t('home.charts.usersTitle')}
      loading={loading || byRole === undefined}
      empty={stats?.users.total === 0 ? t('home.charts.usersEmpty') : null}
      height={ROLES.length * 36}
    >
      {(titleId) => (
        <BarChart
          labelledBy={titleId}
          data={ROLES.map((role) => ({ key: role, label: t(`common:roles.${role}`), value: byRole?.[role] ?? 0 }))}
          formatValue={format.number}
          categoryHeader={t('home.charts.role')}
          valueHeader={t('home.charts.count')}
        />
      )}
    </WidgetCard>
  );
}
