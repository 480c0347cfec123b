import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { issuesByStep, type ShownIssue } from '../wizard/deed-issues';
import { editPath } from '../wizard/wizard-paths';
import { useIssueLabel } from './issue-label';

interface ReviewStepProps {
  pubkey: string;
  issues: readonly ShownIssue[];
  onAsk: () => void;
  asking: boolean;
  /** The server found every rule kept. */
  ready: boolean;
  /** "Send for signing": opens its confirmation (what is frozen, the endower's code). */
  onSubmit: () => void;
}

/**
 * Step 9: every issue of the deed by its step (a link to it), "check the deed" (the server's pass,
 * secondary) and "send for signing", which waits until no issue is left (walk finding 22).
 */
export function ReviewStep({ pubkey, issues, onAsk, asking, ready, onSubmit }: ReviewStepProps) {
  const { t } = useTranslation('endowments');
  const { t: tSigning } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const label = useIssueLabel();
  const groups = issuesByStep(issues);
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('review.intro')}</Typography>
      {ready ? (
        <Alert severity="success" role="status">
          <AlertTitle>{t('review.ready')}</AlertTitle>
          {t('review.readyHint')}
        </Alert>
      ) : issues.length === 0 ? (
        <Alert severity="success">{t('review.clean')}</Alert>
      ) : (
        <Alert severity="warning">
          {t('review.issues', { count: issues.length, number: format.number(issues.length) })}
        </Alert>
      )}
      {groups.map(([step, list]) => (
        <Stack key={step} component="section" spacing={0.5} aria-labelledby={`review-${step}`}>
          <Typography id={`review-${step}`} variant="h6" component="h3">
            {t(`steps.${step}`)}
          </Typography>
          <Stack component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
            {list.map((issue) => (
              <Typography component="li" key={`${issue.path} ${issue.message}`} variant="body2">
                {label(issue.path)}: {issue.message}
              </Typography>
            ))}
          </Stack>
          <Link component={RouterLink} href={editPath(pubkey, step)} variant="body2">
            {t('review.goTo', { step: t(`steps.${step}`) })}
          </Link>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {tSigning('submit.hint')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <BusyButton variant="outlined" busy={asking} onClick={onAsk}>
          {t('review.ask')}
        </BusyButton>
        <Button variant="contained" disabled={asking || issues.length > 0} onClick={onSubmit}>
          {tSigning('submit.button')}
        </Button>
      </Stack>
    </Stack>
  );
}
