import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListHeader } from '../../../components/data-table/list-header';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { useOwnDoctor } from '../doctor-lists/doctor-filter';
import { useDoctorWaitlist } from './waitlist-api';

/**
 * `/dashboard/waitlist` (the care team): who waits for a doctor, in the order offers go (issue 35);
 * a doctor sees their own, staff and admins choose the doctor.
 */
export default function WaitlistRoute() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('staffTitle'));
  const format = useFormat();
  const ownDoctor = useOwnDoctor();
  const [doctor, setDoctor] = useState('');
  const doctors = useDoctorOptions(ownDoctor === undefined);
  const choices = useDoctorChoices(doctors.data ?? []);
  const chosen = ownDoctor !== undefined || doctor !== '';
  const list = useDoctorWaitlist(doctor, chosen);
  const day = (date: string) => format.bothCalendars(new Date(`${date}T12:00:00Z`)).gregorian;
  const hours = (from: string | null, to: string | null) =>
    from && to ? t('hours', { from: format.digits(from), to: format.digits(to) }) : t('anyTime');
  const entries = list.data?.items ?? [];
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('staffTitle')} intro={t('staffIntro')} />
      {ownDoctor === undefined && (
        <FilterSelect
          label={t('doctor')}
          allLabel={t('chooseDoctor')}
          value={doctor}
          onChange={setDoctor}
          options={choices}
        />
      )}
      {!chosen && <Typography sx={{ color: 'text.secondary' }}>{t('chooseDoctorHint')}</Typography>}
      {chosen && list.isSuccess && entries.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('nobody')}</Typography>
      )}
      {entries.length > 0 && (
        // Wider than a phone: it scrolls sideways, so the keyboard can reach it (a focusable region).
        <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('staffTitle')}>
          <Table aria-label={t('staffTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('patient')}</TableCell>
                <TableCell>{t('days')}</TableCell>
                <TableCell>{t('hoursLabel')}</TableCell>
                <TableCell>{t('state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.patient.name}</TableCell>
                  <TableCell>{t('window', { from: day(entry.fromDate), to: day(entry.toDate) })}</TableCell>
                  <TableCell>{hours(entry.fromTime, entry.toTime)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`status.${entry.status}`)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
