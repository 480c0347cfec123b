import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileCompletion, ProfileFact } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';

const PROFILE_PATH = '/dashboard/profile';

/** The profile page with the keyboard on one fact's field (the profile page reads `?focus=`). */
export const profileFactPath = (fact: ProfileFact) => `${PROFILE_PATH}?focus=${fact}`;

interface ProfileCompletionModalProps {
  completion: ProfileCompletion | null;
  onClose: () => void;
  /** Once the minimum is reached: create the deed. */
  onStart: () => void;
  starting: boolean;
}

/**
 * The gate before a deed (spec §5): the profile's stage ("please fill", "almost at the minimum",
 * "minimum reached", "finished successfully"), how far it is, and each missing fact as a link to
 * its field on the profile page; until the minimum is reached, the primary action completes the
 * profile (at the first missing fact), after it, starts the deed.
 */
export function ProfileCompletionModal({ completion, onClose, onStart, starting }: ProfileCompletionModalProps) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const titleId = useId();
  const missingId = useId();
  const facts = (list: readonly ProfileFact[], labelId: string, label: string) =>
    list.length > 0 && (
      <Stack spacing={0.5}>
        <Typography id={labelId} variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Stack component="ul" aria-labelledby={labelId} sx={{ margin: 0, paddingInlineStart: 3 }}>
          {list.map((fact) => (
            <li key={fact}>
              <Link component={RouterLink} href={profileFactPath(fact)}>
                {t(`profile.facts.${fact}`)}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Dialog open={completion !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {completion && (
        <>
          <DialogTitle id={titleId}>{t('profile.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="p" role="status" sx={{ color: 'primary.main' }}>
                {t(`profile.stages.${completion.stage}`)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t('profile.intro')}</Typography>
              <Stack spacing={0.5}>
                <LinearProgress
                  variant="determinate"
                  value={(completion.done / Math.max(completion.total, 1)) * 100}
                  aria-label={t('profile.progress', {
                    done: format.number(completion.done),
                    total: format.number(completion.total),
                  })}
                />
                <Typography variant="body2">
                  {t('profile.progress', {
                    done: format.number(completion.done),
                    total: format.number(completion.total),
                  })}
                </Typography>
              </Stack>
              {facts(completion.missing as ProfileFact[], missingId, t('profile.missing'))}
              {completion.complete &&
                facts(completion.missingExtras as ProfileFact[], `${missingId}-extras`, t('profile.extras'))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('profile.close')}</Button>
            {!completion.complete && (
              <Button
                variant="contained"
                component={RouterLink}
                href={completion.missing[0] ? profileFactPath(completion.missing[0] as ProfileFact) : PROFILE_PATH}
              >
                {t('profile.complete')}
              </Button>
            )}
            {completion.complete && (
              <BusyButton variant="contained" busy={starting} onClick={onStart}>
                {t('profile.start')}
              </BusyButton>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
