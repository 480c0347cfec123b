import { useTheme } from '@mui/material/styles';
import { ChartFrame, type ChartProps } from './chart-frame';
import { labelStep, niceMax, textWidth, ticks } from './scale';

const TOP = 12;
const BOTTOM = 30;
const AXIS = 64;
const GAP = 8;
const FONT = 12;

/**
 * Vertical columns in reading order: the first category at the start edge, so an Arabic page
 * draws January on the right. The value axis sits at the start edge too.
 */
export function ColumnChart({
  formatTick,
  height = 260,
  ...props
}: ChartProps & { formatTick: (value: number) => string; height?: number }) {
  const { data, formatValue } = props;
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const plotHeight = height - TOP - BOTTOM;
  const plotLeft = rtl ? GAP : AXIS;
  const max = niceMax(Math.max(0, ...data.map((datum) => datum.value)));
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const text = { fontSize: FONT, fill: theme.palette.text.secondary, fontFamily: 'inherit' };
  return (
    <ChartFrame chart={props} height={height}>
      {(width) => {
        const plotWidth = Math.max(0, width - AXIS - GAP);
        const slot = plotWidth / Math.max(1, data.length);
        const barWidth = Math.min(36, slot * 0.6);
        const slotLeft = (index: number) => (rtl ? plotLeft + plotWidth - (index + 1) * slot : plotLeft + index * slot);
        // The full labels when they all fit, else the short ones, thinned out to every `step`-th
        // column (from the first) when even those would touch.
        const widest = (labels: string[]) => Math.max(0, ...labels.map((label) => textWidth(label, FONT))) + 8;
        const short = slot < widest(data.map((datum) => datum.label));
        const step = short ? labelStep(slot, widest(data.map((datum) => datum.shortLabel ?? datum.label))) : 1;
        return (
          <>
            {ticks(max).map((tick) => (
              <g key={tick}>
                <line
                  x1={plotLeft}
                  x2={plotLeft + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={theme.palette.divider}
                />
                <text
                  {...text}
                  x={rtl ? plotLeft + plotWidth + 6 : AXIS - 6}
                  y={y(tick)}
                  dy="0.35em"
                  textAnchor={rtl ? 'start' : 'end'}
                >
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {data.map((datum, index) => (
              <g key={datum.key}>
                <rect
                  x={slotLeft(index) + (slot - barWidth) / 2}
                  y={y(datum.value)}
                  width={barWidth}
                  height={TOP + plotHeight - y(datum.value)}
                  rx={4}
                  fill={theme.palette.primary.main}
                >
                  <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
                </rect>
                {index % step === 0 && (
                  <text {...text} x={slotLeft(index) + slot / 2} y={height - 10} textAnchor="middle">
                    {short ? (datum.shortLabel ?? datum.label) : datum.label}
                  </text>
                )}
              </g>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
