import Alert from '@mui/material/Alert';
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
  /** "Submit for signing": freezes this version and invites the signers (issue 13). */
  onSubmit: () => void;
  submitting: boolean;
}

/** Step 9: every issue of the deed by its step (a link to it), "ask for review" and "submit for signing". */
export function ReviewStep({ pubkey, issues, onAsk, asking, ready, onSubmit, submitting }: ReviewStepProps) {
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
        <BusyButton variant="outlined" busy={asking} disabled={submitting} onClick={onAsk}>
          {t('review.ask')}
        </BusyButton>
        <BusyButton variant="contained" busy={submitting} disabled={asking} onClick={onSubmit}>
          {tSigning('submit.button')}
        </BusyButton>
      </Stack>
    </Stack>
  );
}
