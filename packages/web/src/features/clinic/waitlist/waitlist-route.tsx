import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@bayan/shared';
import { CardView } from '../../../components/data-table/card-view';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { AddButton, ListHeader } from '../../../components/data-table/list-header';
import { TableView } from '../../../components/data-table/table-view';
import type { Column } from '../../../components/data-table/types';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useLanguage } from '../../../i18n/use-language';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { nameIn } from '../directory/resources/names';
import { useOwnDoctor } from '../doctor-lists/doctor-filter';
import { mayAddPatient } from './join-access';
import { useDoctorWaitlist } from './waitlist-api';

/** The join dialog and its pickers (MUI's Autocomplete), loaded when it is first opened. */
const JoinDialog = lazy(() => import('./join-dialog').then(({ JoinDialog: Dialog }) => ({ default: Dialog })));

/** The list's columns: who, what they wait for (the doctor, or any doctor of the speciality), when, and the state. */
function useColumns(): Column<WaitlistEntry>[] {
  const { t } = useTranslation('waitlist');
  const { language } = useLanguage();
  const format = useFormat();
  const day = (date: string) => format.bothCalendars(new Date(`${date}T12:00:00Z`)).gregorian;
  const wants = (entry: WaitlistEntry) => {
    const whom = entry.speciality
      ? t('specialityOf', { speciality: nameIn(entry.speciality, language) })
      : (entry.doctor?.name ?? '');
    return entry.consultationType ? `${whom} · ${nameIn(entry.consultationType, language)}` : whom;
  };
  return [
    { id: 'patient', label: t('patient'), primary: true, render: (entry) => entry.patient.name },
    { id: 'wants', label: t('waitFor'), render: wants },
    { id: 'days', label: t('days'), render: (e) => t('window', { from: day(e.fromDate), to: day(e.toDate) }) },
    {
      id: 'hours',
      label: t('hoursLabel'),
      render: ({ fromTime: from, toTime: to }) =>
        from && to ? t('hours', { from: format.digits(from), to: format.digits(to) }) : t('anyTime'),
    },
    { id: 'state', label: t('state'), render: (e) => <Chip size="small" label={t(`status.${e.status}`)} /> },
  ];
}

/**
 * `/dashboard/waitlist` (the care team): who waits for a doctor, in the order offers go (issue 35);
 * a doctor sees their own, staff and admins choose the doctor; they add a patient where the API lets them.
 */
export default function WaitlistRoute() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('staffTitle'));
  const ownDoctor = useOwnDoctor();
  const [doctor, setDoctor] = useState('');
  const doctors = useDoctorOptions(ownDoctor === undefined);
  const choices = useDoctorChoices(doctors.data ?? []);
  const chosen = ownDoctor !== undefined || doctor !== '';
  const list = useDoctorWaitlist(doctor, chosen);
  const add = useDialog();
  const mayAdd = mayAddPatient(useStoredProfile());
  const columns = useColumns();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const View = narrow ? CardView : TableView;
  const entries = list.data?.items ?? [];
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader
        title={t('staffTitle')}
        intro={t('staffIntro')}
        action={mayAdd && <AddButton label={t('add')} onClick={() => add.show(true)} />}
      />
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
        <Paper variant={narrow ? 'elevation' : 'outlined'} elevation={0} sx={narrow ? { bgcolor: 'transparent' } : {}}>
          <View label={t('staffTitle')} columns={columns} rows={entries} rowKey={(e) => e.id} skeletonRows={0} />
        </Paper>
      )}
      {add.open && (
        <Suspense fallback={null}>
          <JoinDialog key={add.key} dialog={add} forPatient />
        </Suspense>
      )}
    </Stack>
  );
}
