import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../mirror';
import { parseSort, type Column } from './types';

export interface ViewProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  skeletonRows: number;
  sort?: string;
  onSort?: (key: string) => void;
  rowActions?: (row: T) => ReactNode;
}

/** Wide screens: a real table, with sortable headers that say their order to screen readers. */
export function TableView<T>({ label, columns, rows, rowKey, skeletonRows, sort, onSort, rowActions }: ViewProps<T>) {
  const { t } = useTranslation();
  const current = sort ? parseSort(sort) : undefined;
  return (
    <TableContainer>
      <Table aria-label={label} size="medium">
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sortKey !== undefined && current?.key === column.sortKey;
              const direction = active ? current!.direction : 'asc';
              return (
                <TableCell
                  key={column.id}
                  aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', width: column.width, textAlign: column.align }}
                >
                  {column.sortKey && onSort ? (
                    <TableSortLabel active={active} direction={direction} onClick={() => onSort(column.sortKey!)}>
                      {column.label}
                      {active && (
                        <Box component="span" sx={visuallyHidden}>
                          {t(direction === 'asc' ? 'table.ascending' : 'table.descending')}
                        </Box>
                      )}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
            {rowActions && (
              <TableCell sx={{ fontWeight: 700, width: '1%', whiteSpace: 'nowrap', textAlign: 'end' }}>
                {t('table.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            ? rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.id} sx={{ textAlign: column.align }}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {rowActions && (
                    <TableCell sx={{ whiteSpace: 'nowrap', textAlign: 'end' }}>{rowActions(row)}</TableCell>
                  )}
                </TableRow>
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                  {rowActions && (
                    <TableCell>
                      <Skeleton variant="text" width={72} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
