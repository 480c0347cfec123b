import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProfileCompletion, ProfileFact, ProfileStage } from '@bayan/shared';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { useProfileCompletion } from '../../../hooks/use-profile-completion';
import { FOCUS_PARAM } from '../focus/fact-target';

const STAGE_COLOR: Record<ProfileStage, 'warning' | 'info' | 'success'> = {
  pleaseFill: 'warning',
  almostMinimum: 'info',
  minimumReached: 'success',
  finished: 'success',
};

/** Facts the page has no field or action for (the ID document is added by the administration). */
const NO_FIELD: ReadonlySet<ProfileFact> = new Set(['document']);

/**
 * How complete the profile is for drafting an endowment deed: the stage in the spec's words (§5),
 * done of total and each missing detail as a link to its field (`?focus=<fact>`).
 */
export function ProfileCompletionCard() {
  const { t } = useTranslation('profileCompletion');
  const titleId = useId();
  const completion = useProfileCompletion();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ padding: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('card.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 0.5, marginBlockEnd: 2 }}>
        {t('card.intro')}
      </Typography>
      {completion.data ? (
        <CompletionBody completion={completion.data} />
      ) : completion.isError ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('card.failed')}
        </Typography>
      ) : (
        <Skeleton variant="rounded" height={72} />
      )}
    </Paper>
  );
}

function CompletionBody({ completion }: { completion: ProfileCompletion }) {
  const { t } = useTranslation('profileCompletion');
  const format = useFormat();
  const { stage, done, total, missing, missingExtras } = completion;
  const progress = t('card.progress', { done: format.number(done), total: format.number(total) });
  const extras = stage === 'minimumReached' ? missingExtras : [];
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <div>
        <Chip color={STAGE_COLOR[stage]} variant="outlined" label={t(`card.stage.${stage}`)} sx={{ fontWeight: 600 }} />
        <LinearProgress
          variant="determinate"
          color={STAGE_COLOR[stage]}
          value={Math.round((done / total) * 100)}
          aria-label={progress}
          sx={{ marginBlock: 1.5, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2">{progress}</Typography>
      </div>
      <div>
        <FactList title={t('card.missing')} facts={missing} />
        <FactList title={t('card.extras')} facts={extras} />
      </div>
    </Box>
  );
}

function FactList({ title, facts }: { title: string; facts: readonly ProfileFact[] }) {
  const { t } = useTranslation('profileCompletion');
  const titleId = useId();
  if (facts.length === 0) return null;
  return (
    <>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ marginBlockStart: { xs: 2, md: 0 } }}>
        {title}
      </Typography>
      <Typography component="ul" aria-labelledby={titleId} variant="body2" sx={{ margin: 0, paddingInlineStart: 3 }}>
        {facts.map((fact) =>
          NO_FIELD.has(fact) ? (
            <li key={fact} data-profile-fact={fact} tabIndex={-1}>
              {t(`facts.${fact}`)}
            </li>
          ) : (
            <li key={fact}>
              <Link component={RouterLink} href={`?${FOCUS_PARAM}=${fact}`}>
                {t(`facts.${fact}`)}
              </Link>
            </li>
          ),
        )}
      </Typography>
    </>
  );
}
