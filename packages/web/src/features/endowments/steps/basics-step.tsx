import { useTranslation } from 'react-i18next';
import { ENDOWMENT_TYPES } from '@bayan/shared';
import { DeedDate, DeedSelect, DeedText, FieldGrid } from './deed-fields';

/** Step 1: the waqf's type and the deed's date (Gregorian, with the Hijri one as typed). */
export function BasicsStep() {
  const { t } = useTranslation('endowments');
  return (
    <FieldGrid>
      <DeedSelect
        path="type"
        label={t('basics.type')}
        none=""
        options={ENDOWMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <DeedDate path="gregorianDate" label={t('basics.gregorianDate')} />
      <DeedText path="hijriDate" label={t('basics.hijriDate')} helperText={t('basics.hijriHint')} ltr />
    </FieldGrid>
  );
}
