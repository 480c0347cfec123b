import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

/**
 * An appointment's day and time as a sentence reads it ("16 Ramadan 1447 AH (5 March 2026 AD)
 * at 13:00"), in the clinic's time zone whatever the browser's.
 */
export function useAppointmentWhen() {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  return (appointment: Pick<Appointment, 'start' | 'timeZone'>) =>
    t('when', format.bothCalendars(new Date(appointment.start), appointment.timeZone));
}
