import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useElementWidth } from '../../hooks/use-element-width';
import { ChartDataTable } from './chart-data-table';
import type { ChartDatum } from './scale';

export interface ChartProps {
  /** The id of the element that names the chart (its card title). */
  labelledBy: string;
  data: ChartDatum[];
  formatValue: (value: number) => string;
  categoryHeader: string;
  valueHeader: string;
}

interface ChartFrameProps {
  chart: ChartProps;
  height: number;
  /** The drawing, laid out for the width the chart has (known once it is on the page). */
  children: (width: number) => ReactNode;
}

/**
 * What every chart is made of: an SVG drawing as wide as its container (named by the card
 * title, its coordinates always left to right; each chart mirrors itself in RTL) and the same
 * figures as a table for screen readers.
 */
export function ChartFrame({ chart, height, children }: ChartFrameProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ width: '100%', minHeight: height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={chart.labelledBy}
          direction="ltr"
          style={{ display: 'block' }}
        >
          {children(width)}
        </svg>
      )}
      <ChartDataTable
        labelledBy={chart.labelledBy}
        categoryHeader={chart.categoryHeader}
        valueHeader={chart.valueHeader}
        rows={chart.data.map((datum) => ({
          key: datum.key,
          label: datum.label,
          value: chart.formatValue(datum.value),
        }))}
      />
    </Box>
  );
}
