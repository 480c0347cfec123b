import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { AppointmentLink } from '@bayan/shared';
import { useFormat } from '../../../../hooks/use-format';

/**
 * Why the link can no longer act, or until when a cancel is possible: what the server would
 * answer, said before the button is pressed (the server still decides). Null when it can act.
 */
export function useLinkBlocker(link: AppointmentLink, now: number): string | null {
  const { t } = useTranslation('clinicLink');
  const format = useFormat();
  const at = (iso: string) => {
    const moment = format.bothCalendars(new Date(iso), link.timeZone);
    return `${moment.gregorian} ${moment.time}`;
  };
  if (link.usedAt) return t('used', { when: at(link.usedAt) });
  if (link.status !== 'Planed') return t('state', { state: t(`states.${link.status}`) });
  if (now >= Date.parse(link.expiresAt)) return t('expired');
  if (link.action === 'cancel' && now > Date.parse(link.cancelUntil)) {
    return t('cutoffPassed', { until: at(link.cancelUntil) });
  }
  return null;
}

/** The cut-off, said under a cancel link that still works. */
export function CancelUntil({ link }: { link: AppointmentLink }) {
  const { t } = useTranslation('clinicLink');
  const format = useFormat();
  const moment = format.bothCalendars(new Date(link.cancelUntil), link.timeZone);
  return (
    <Alert severity="info" role="note">
      {t('cancelUntil', { until: `${moment.gregorian} ${moment.time}` })}
    </Alert>
  );
}
