import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEED_TITLE_MAX, ENDOWMENT_TYPES } from '@bayan/shared';
import { FormDualDateField } from '../../../components/form/dual-date/form-dual-date-field';
import type { DeedForm } from '../wizard/deed-form';
import { DeedSelect, DeedText, FieldGrid } from './deed-fields';

/**
 * Step 1: the deed's short name (optional: lists otherwise name it by its main asset and type), the
 * waqf's type and the deed's date, Gregorian and Hijri (Umm al-Qura), each filling the other.
 */
export function BasicsStep() {
  const { t } = useTranslation('endowments');
  const { control } = useFormContext<DeedForm>();
  return (
    <FieldGrid wide={2}>
      <DeedText
        path="title"
        label={t('basics.title')}
        helperText={t('basics.titleHint')}
        maxLength={DEED_TITLE_MAX}
        wide
      />
      <DeedSelect
        path="type"
        label={t('basics.type')}
        none=""
        options={ENDOWMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <FormDualDateField
        control={control}
        gregorianName="gregorianDate"
        hijriName="hijriDate"
        label={t('basics.gregorianDate')}
      />
    </FieldGrid>
  );
}
