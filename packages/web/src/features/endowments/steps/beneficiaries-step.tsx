import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { DeedForm } from '../wizard/deed-form';
import { DeedText } from './deed-fields';
import { PartyList } from './party-list';
import { ShareTotal } from './share-total';

const BENEFICIARY_KINDS = ['person', 'entity', 'class'] as const;

/** Step 7: the beneficiaries with their shares and the live total; the ultimate charity of a family-then-charity waqf. */
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
    </Stack>
  );
}
