import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SeriesOccurrence } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useAppointmentWhen } from '../appointments/appointment-when';

/** Each occurrence of the rule: when, and free or in conflict with the server's reason. */
export function SeriesPreviewTable({ occurrences, timeZone }: { occurrences: SeriesOccurrence[]; timeZone: string }) {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  const when = useAppointmentWhen();
  return (
    <Table size="small" aria-label={t('series.previewTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{t('columns.when')}</TableCell>
          <TableCell>{t('series.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {occurrences.map((occurrence) => (
          <TableRow key={occurrence.index}>
            <TableCell>{format.number(occurrence.index)}</TableCell>
            <TableCell>{when({ start: occurrence.start, timeZone })}</TableCell>
            <TableCell>
              {occurrence.state === 'free' ? (
                <Typography sx={{ color: 'success.dark', fontWeight: 700 }}>{t('series.free')}</Typography>
              ) : (
                <>
                  <Typography sx={{ color: 'error.dark', fontWeight: 700 }}>{t('series.conflict')}</Typography>
                  <Typography variant="body2">{occurrence.message}</Typography>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
