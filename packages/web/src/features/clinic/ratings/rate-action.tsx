import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ratingOpen, type Appointment } from '@bayan/shared';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useFormat } from '../../../hooks/use-format';
import { useNow } from '../../../hooks/use-now';
import { useMyRatings } from './ratings';
import { RateDialog } from './rate-dialog';

/**
 * A patient's "Rate" on their appointments, or the stars they gave: offered on a Done one within the window, not yet
 * rated (the server's rule, mirrored; the server still decides), and the dialog it opens.
 */
export function useRateAction(enabled: boolean) {
  const { t } = useTranslation('ratings');
  const now = useNow(60_000);
  const mine = useMyRatings(enabled);
  const dialog = useDialog<Appointment>();
  const format = useFormat();
  const rated = new Map((mine.data?.data ?? []).map((rating) => [rating.appointment, rating.stars]));
  const rateable = (appointment: Appointment) =>
    enabled && mine.isSuccess && !rated.has(appointment.id) && ratingOpen(appointment, now);
  return {
    button: (appointment: Appointment) =>
      // Rated: the patient's own stars stay on the row (finding 28).
      rated.has(appointment.id) ? (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t('rate.yours', { stars: format.number(rated.get(appointment.id)!) })}
        </Typography>
      ) : rateable(appointment) ? (
        // A word with its star, not a bare icon: a phone shows no tooltip (finding 7).
        <Button
          size="small"
          variant="outlined"
          startIcon={<StarOutlineRounded />}
          aria-label={t('rate.row', { doctor: appointment.doctor.name })}
          onClick={() => dialog.show(appointment)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('rate.action')}
        </Button>
      ) : null,
    dialog: enabled ? <RateDialog key={dialog.key} dialog={dialog} /> : null,
  };
}
