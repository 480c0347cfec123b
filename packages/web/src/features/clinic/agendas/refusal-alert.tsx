import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { STRANDED_REASONS } from '@bayan/shared';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { useCalendarDay } from '../../../hooks/use-calendar-day';
import { useLanguage } from '../../../i18n/use-language';
import { markErrorShown, wasErrorShown } from '../../../components/feedback/shown-errors';
import { ApiError } from '../../../lib/api-client';
import { minutesOf } from './weekly-hours';
import { strandedHref, strandedLines } from './stranded';

interface RefusalAlertProps {
  error: unknown;
  /** The doctor whose appointments the link opens (none: a whole clinic's). */
  doctor?: string | undefined;
}

const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/**
 * What a form keeps to show in its RefusalAlert: a refusal (409) not already put on a field, marked
 * as shown so the app-wide toast does not say it a second time (issue 15); anything else is left to
 * the toast. Call it in the mutation's `onError`, after `applyServerErrors`.
 */
export function refusalToShow(error: unknown): ApiError | undefined {
  if (!isRefusal(error) || wasErrorShown(error)) return undefined;
  markErrorShown(error);
  return error;
}

/**
 * A change the server refused (409): its message and, when it would strand active appointments,
 * those appointments (when in the clinic's time, whose, why) with a link to the list where staff
 * cancel them first.
 */
export function RefusalAlert({ error, doctor }: RefusalAlertProps) {
  const { t } = useTranslation('agendas');
  const { language } = useLanguage();
  const calendarDay = useCalendarDay();
  const calendar = useCalendarFormat();
  if (!isRefusal(error)) return null;
  const lines = strandedLines(error) ?? [];
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{error.message}</AlertTitle>
      {lines.length > 0 && (
        <>
          <ul aria-label={t('stranded.title')} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {lines.map((line) => {
              const day = calendarDay(line.day);
              const time = calendar.clock(minutesOf(line.time) ?? 0);
              return (
                <li key={line.id}>
                  <bdi>{line.patient}</bdi> — {day ? t('stranded.when', { ...day, time }) : line.day}
                  {line.reason && ` (${STRANDED_REASONS[line.reason][language]})`}
                </li>
              );
            })}
          </ul>
          <Link href={strandedHref(lines, doctor)} sx={{ display: 'inline-block', marginBlockStart: 1 }}>
            {t('stranded.open')}
          </Link>
        </>
      )}
    </Alert>
  );
}
