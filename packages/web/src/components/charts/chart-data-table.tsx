import Box from '@mui/material/Box';
import { visuallyHidden } from '../mirror';

interface ChartDataTableProps {
  labelledBy: string;
  categoryHeader: string;
  valueHeader: string;
  rows: { key: string; label: string; value: string }[];
}

/** The chart's figures as a table for screen readers: the drawing only shows them. */
export function ChartDataTable({ labelledBy, categoryHeader, valueHeader, rows }: ChartDataTableProps) {
  return (
    <Box component="table" aria-labelledby={labelledBy} style={visuallyHidden}>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
