import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@bayan/shared';
import { TaskCard, type HomeTask } from '../../../components/home/task-card';
import { useFormat } from '../../../hooks/use-format';
import { APPOINTMENTS_KEY, fetchAppointments } from '../appointments/appointments';
import { StatusChip } from '../appointments/status-chip';
import { useHomeCounts, type HomeCount } from './use-home-counts';

/** Where each count is worked on. */
const LINKS: Record<HomeCount, string> = {
  today: '/dashboard/appointments/today',
  pending: '/dashboard/appointments/pending',
  reservations: '/dashboard/reservations?status=PENDING',
};

/** Finding 8: the counts of what waits, each a link to its list (reception's three, a doctor's two). */
function Counts({ title, counts, calendar }: { title: string; counts: readonly HomeCount[]; calendar?: boolean }) {
  const { t } = useTranslation('clinicHome');
  const format = useFormat();
  const totals = useHomeCounts(counts);
  if (!totals) return null;
  const tasks: HomeTask[] = counts.map((count) => {
    const total = totals[count] ?? 0;
    return {
      key: count,
      title: t(`reception.${count}`, { count: total, number: format.number(total) }),
      detail: t(`reception.${count}Detail`),
      href: calendar && count === 'today' ? '/dashboard/doctor-calendar' : LINKS[count],
      action: calendar && count === 'today' ? t('doctor.calendarAction') : t(`reception.${count}Action`),
    };
  });
  return <TaskCard id="home-clinic" title={title} tasks={tasks} />;
}

/** A patient's next appointment (Pending or Planed), with the doctor, the day in both calendars and its state. */
function NextAppointment() {
  const { t } = useTranslation('clinicHome');
  const format = useFormat();
  const query = useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'home', 'next'],
    queryFn: ({ signal }) => fetchAppointments({ page: 1, sort: 'start', from: new Date().toISOString() }, signal),
    staleTime: 30_000,
  });
  const next = query.data?.rows.find((row) => row.status === 'Pending' || row.status === 'Planed');
  if (!next) return null;
  const when = format.bothCalendars(new Date(next.start), next.timeZone);
  return (
    <TaskCard
      id="home-clinic"
      title={t('patient.title')}
      tasks={[
        {
          key: 'next',
          title: t('patient.when', when),
          detail: (
            <>
              {t('patient.next', { doctor: next.doctor.name })} <StatusChip status={next.status} />
            </>
          ),
          href: '/dashboard/my-appointments',
          action: t('patient.action'),
        },
      ]}
    />
  );
}

/** The clinic's card of the dashboard's home, by role: reception's counts, the doctor's day, the patient's next visit. */
export default function ClinicHome({ profile }: { profile: Profile }) {
  const { t } = useTranslation('clinicHome');
  switch (profile.role) {
    case 'STAFF':
      return <Counts title={t('reception.title')} counts={['today', 'pending', 'reservations']} />;
    case 'DOCTOR':
      return <Counts title={t('doctor.title')} counts={['today', 'pending']} calendar />;
    case 'PATIENT':
      return <NextAppointment />;
    default:
      return null;
  }
}
