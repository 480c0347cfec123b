import { useTranslation } from 'react-i18next';
import { ColumnChart } from '../../../components/charts/column-chart';
import { useFormat } from '../../../hooks/use-format';
import { useYearlyRevenue } from '../api/get-yearly-revenue';
import { WidgetCard } from './widget-card';

/** PRODUCT §6 yearlyRevenue: twelve monthly totals in SAR, January at the start edge. */
export function RevenueChart({ year }: { year: number }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const revenue = useYearlyRevenue(year);
  const months = revenue.data?.months ?? [];
  const [long, short] = [format.months('long'), format.months('short')];
  const nothing = revenue.isError
    ? t('home.error')
    : months.every((amount) => amount === 0)
      ? t('home.charts.revenueEmpty')
      : null;
  return (
    <WidgetCard
      title={t('home.charts.revenueTitle', { year: format.gregorianYear(revenue.data?.year ?? year) })}
      loading={revenue.isPending}
      empty={nothing}
      height={260}
    >
      {(titleId) => (
        <ColumnChart
          labelledBy={titleId}
          data={months.map((amount, index) => ({
            key: String(index),
            label: long[index] ?? '',
            shortLabel: short[index] ?? '',
            value: amount,
          }))}
          formatValue={format.money}
          formatTick={format.compact}
          categoryHeader={t('home.charts.month')}
          valueHeader={t('home.charts.amount')}
        />
      )}
    </WidgetCard>
  );
}
