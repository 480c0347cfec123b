import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Appointment } from '@bayan/shared';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/data-table/list-header';
import { useDatePair } from '../../../components/date-pair/date-pair';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { ApiError } from '../../../lib/api-client';
import { useDoctorOptions } from '../api/doctor-options';
import { useAppointmentActions } from '../appointments/use-appointment-actions';
import { zonedToday } from '../model/zoned-time';
import { AppointmentDialog } from './appointment-dialog';
import { CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { DoctorPicker } from './doctor-picker';
import { daysOf, shift } from './period';
import { useCalendarData } from './use-calendar-data';
import { useCalendarParams } from './use-calendar-params';
import { useLinkedAppointment } from './use-linked-appointment';

/**
 * `/dashboard/doctor-calendar`: a doctor's appointments by day or week, coloured by state, over
 * their free and unavailable time, in the clinic's time zone. A doctor sees their own; staff and
 * admins choose the doctor. An appointment opens to be confirmed, rejected or marked done.
 */
export default function CalendarRoute() {
  const { t } = useTranslation(['clinic', 'dashboard', 'common']);
  usePageTitle(t('dashboard:menu.doctorCalendar'));
  const format = useCalendarFormat();
  const pair = useDatePair();
  const profile = useStoredProfile();
  const params = useCalendarParams(profile);
  const [showReleased, setShowReleased] = useState(false);
  const picking = profile !== null && profile.role !== 'DOCTOR';
  const doctors = useDoctorOptions(picking);
  const days = daysOf(params.view, params.day);
  const data = useCalendarData(params.doctor, days, showReleased);
  const actions = useAppointmentActions();
  const details = useDialog<Appointment>();
  useLinkedAppointment(details.show);
  const doctorName =
    doctors.data?.find((doctor) => doctor.pubkey === params.doctor)?.name ?? data.doctorName ?? profile?.name ?? '';
  const period = pair(format.dayRange(days[0]!, days.at(-1)!));

  return (
    <Stack spacing={2.5} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('dashboard:menu.doctorCalendar')} intro={t('calendar.intro')} />
      {picking && (
        <DoctorPicker
          value={params.doctor}
          onChange={params.setDoctor}
          doctors={doctors.data ?? []}
          currentName={data.doctorName}
        />
      )}
      {picking && params.doctor === '' ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {doctors.data?.length === 0 ? t('calendar.noDoctors') : t('calendar.choose')}
        </Typography>
      ) : (
        <>
          <CalendarToolbar
            view={params.view}
            onView={params.setView}
            period={period}
            onStep={(step) => params.setDay(shift(params.view, params.day, step))}
            onToday={() => params.setDay(zonedToday(data.timeZone))}
            showReleased={showReleased}
            onShowReleased={setShowReleased}
          />
          {data.error instanceof ApiError && <Alert severity="error">{data.error.message}</Alert>}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('calendar.timeZone', { zone: format.zoneName(data.timeZone) })}
            {!data.loading && data.count === 0 && ` · ${t('calendar.empty')}`}
          </Typography>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {data.loading && <LinearProgress aria-label={t('common:loading')} />}
            <CalendarGrid
              label={t('calendar.grid', { doctor: doctorName, period })}
              days={days}
              today={zonedToday(data.timeZone)}
              window={data.window}
              appointments={data.appointments}
              bands={data.bands}
              onOpen={details.show}
              onStep={(step) => params.setDay(shift(params.view, params.day, step))}
            />
          </Paper>
        </>
      )}
      <AppointmentDialog key={details.key} dialog={details} actions={actions} />
      {actions.dialog}
    </Stack>
  );
}
