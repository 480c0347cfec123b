import { useTheme } from '@mui/material/styles';
import { ChartFrame, type ChartProps } from './chart-frame';

const ROW = 36;
const BAR = 18;
const GAP = 8;
const VALUE_SPACE = 64;

/**
 * Horizontal bars, one per row: the label at the start edge and the bar growing towards the
 * end edge, so an Arabic page draws them from right to left.
 */
export function BarChart(props: ChartProps) {
  const { data, formatValue } = props;
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const text = { fontSize: 13, fill: theme.palette.text.primary, fontFamily: 'inherit', dy: '0.35em' };
  return (
    <ChartFrame chart={props} height={data.length * ROW}>
      {(width) => {
        const labelWidth = Math.min(150, width * 0.38);
        const room = Math.max(0, width - labelWidth - GAP - VALUE_SPACE);
        const length = (value: number) => (max > 0 && value > 0 ? Math.max(2, (value / max) * room) : 0);
        const barStart = rtl ? width - labelWidth - GAP : labelWidth + GAP;
        return data.map((datum, index) => {
          const middle = index * ROW + ROW / 2;
          const size = length(datum.value);
          return (
            <g key={datum.key}>
              <text {...text} x={rtl ? width : 0} y={middle} textAnchor={rtl ? 'end' : 'start'}>
                {datum.label}
              </text>
              <rect
                x={rtl ? barStart - size : barStart}
                y={middle - BAR / 2}
                width={size}
                height={BAR}
                rx={4}
                fill={theme.palette.primary.main}
              />
              <text
                {...text}
                x={rtl ? barStart - size - 6 : barStart + size + 6}
                y={middle}
                textAnchor={rtl ? 'end' : 'start'}
                fill={theme.palette.text.secondary}
              >
                {formatValue(datum.value)}
              </text>
            </g>
          );
        });
      }}
    </ChartFrame>
  );
}
