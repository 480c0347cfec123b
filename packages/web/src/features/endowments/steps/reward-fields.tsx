import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REWARD_KINDS } from '@bayan/shared';
import type { DeedForm } from '../wizard/deed-form';
import { DeedText, FieldGrid } from './deed-fields';
import { KindToggle } from './kind-toggle';

/** The supervisor's reward (paragraph 10): the going rate unless the endower names a percentage or a yearly amount. */
export function RewardFields() {
  const { t } = useTranslation('endowments');
  const { control } = useFormContext<DeedForm>();
  const kind = useWatch({ control, name: 'reward.kind' });
  return (
    <Stack spacing={1.5}>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(kind === 'PERCENT' || kind === 'AMOUNT' ? 'reward.intro' : 'reward.goingRate')}
      </Typography>
      <FieldGrid wide={2}>
        <KindToggle
          path="reward.kind"
          label={t('reward.kind')}
          fallback="GOING_RATE"
          options={REWARD_KINDS.map((value) => ({ value, label: t(`reward.kinds.${value}`) }))}
        />
        {(kind === 'PERCENT' || kind === 'AMOUNT') && (
          <DeedText
            path="reward.value"
            label={kind === 'AMOUNT' ? t('expenses.amount') : t('expenses.percent')}
            ltr
            inputMode="decimal"
          />
        )}
      </FieldGrid>
    </Stack>
  );
}
