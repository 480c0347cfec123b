import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUPERVISION_MODES } from '@bayan/shared';
import type { DeedForm } from '../wizard/deed-form';
import { DeedSelect, FieldGrid } from './deed-fields';
import { PartyList } from './party-list';

const SUPERVISOR_KINDS = ['person', 'entity'] as const;

/** Step 5: the supervisors (persons or organisations), and how several of them act. */
export function SupervisorsStep() {
  const { t } = useTranslation('endowments');
  const { control } = useFormContext<DeedForm>();
  const count = (useWatch({ control, name: 'supervisors' }) ?? []).length;
  return (
    <Stack spacing={3}>
      <PartyList name="supervisors" kinds={SUPERVISOR_KINDS} withRepresentative />
      {count > 1 && (
        <FieldGrid>
          <DeedSelect
            path="supervisionMode"
            label={t('supervisors.mode')}
            none=""
            options={SUPERVISION_MODES.map((mode) => ({ value: mode, label: t(`supervisors.modes.${mode}`) }))}
          />
        </FieldGrid>
      )}
    </Stack>
  );
}
