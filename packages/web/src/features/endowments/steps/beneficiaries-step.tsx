import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DeedForm } from '../wizard/deed-form';
import { DeedText } from './deed-fields';
import { ExpenseList } from './expense-list';
import { PartyList } from './party-list';
import { RewardFields } from './reward-fields';
import { ShareTotal } from './share-total';
import { StepSection } from './step-section';

const BENEFICIARY_KINDS = ['person', 'entity', 'class'] as const;

/**
 * Step 7: the beneficiaries with their shares and the live total; the ultimate charity of a
 * family-then-charity waqf; then what is paid from the yield before the shares: the supervisor's
 * reward and the expense lines (the shares split the net yield that remains).
 */
export function BeneficiariesStep() {
  const { t } = useTranslation('endowments');
  const { control } = useFormContext<DeedForm>();
  const type = useWatch({ control, name: 'type' });
  return (
    <Stack spacing={3}>
      <PartyList name="beneficiaries" kinds={BENEFICIARY_KINDS} withRatio footer={<ShareTotal />} />
      {type === 'atomic_charitable' && (
        <DeedText
          path="ultimateBeneficiary"
          label={t('beneficiaries.ultimate')}
          helperText={t('beneficiaries.ultimateHint')}
        />
      )}
      <StepSection id="deed-reward" title={t('reward.title')}>
        <RewardFields />
      </StepSection>
      <StepSection id="deed-expenses" title={t('expenses.title')} intro={t('expenses.intro')}>
        <ExpenseList />
      </StepSection>
    </Stack>
  );
}
