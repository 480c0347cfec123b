import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ASSET_FIELDS, COMPANY_CONTACT_MAX, GOLD_KARATS, type AssetType } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { fieldName, type DeedForm } from '../wizard/deed-form';
import { bankOfIban, LTR_FIELDS, ouncesOf } from './asset-facts';
import { DeedSelect, DeedText, FieldGrid } from './deed-fields';

/** A hint under a field that follows what is typed (the bank of an IBAN, the ounces of a weight). */
function useDerived(path: string, derive: (value: string) => string | null) {
  const { control } = useFormContext<DeedForm>();
  const value = useWatch({ control, name: fieldName(path) });
  return derive(typeof value === 'string' ? value : '') ?? undefined;
}

function IbanField({ path }: { path: string }) {
  const { t } = useTranslation('endowments');
  const { language } = useLanguage();
  const bank = useDerived(path, (iban) => bankOfIban(iban, language));
  return (
    <DeedText
      path={path}
      label={t('assets.ibanNumber')}
      ltr
      helperText={bank && t('assets.bankFromIban', { bank })}
      maxLength={40}
    />
  );
}

function WeightField({ path, gold }: { path: string; gold: boolean }) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const ounces = useDerived(path, (grams) => {
    const value = ouncesOf(grams);
    return value === null ? null : format.number(Math.round(value * 1000) / 1000);
  });
  return (
    <DeedText
      path={path}
      label={t('assets.weightGrams')}
      ltr
      inputMode="decimal"
      helperText={gold && ounces ? t('assets.ounces', { ounces }) : undefined}
    />
  );
}

/** One asset's fields: the endowed ratio, then its type's own. */
export function AssetFields({ path, type }: { path: string; type: AssetType }) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  return (
    <FieldGrid>
      <DeedText path={`${path}.ratio`} label={t('assets.ratio')} ltr inputMode="decimal" />
      {ASSET_FIELDS[type].map((name) => {
        const at = `${path}.${name}`;
        if (name === 'ibanNumber') return <IbanField key={name} path={at} />;
        if (name === 'weightGrams') return <WeightField key={name} path={at} gold={type === 'gold'} />;
        if (name === 'goldKarat')
          return (
            <DeedSelect
              key={name}
              path={at}
              label={t('assets.goldKarat')}
              none=""
              options={GOLD_KARATS.map((karat) => ({ value: String(karat), label: format.number(karat) }))}
            />
          );
        return (
          <DeedText
            key={name}
            path={at}
            label={t(`assets.${name}` as 'assets.city')}
            ltr={LTR_FIELDS.has(name)}
            wide={name === 'activity'}
            maxLength={
              name in COMPANY_CONTACT_MAX ? COMPANY_CONTACT_MAX[name as keyof typeof COMPANY_CONTACT_MAX] : undefined
            }
          />
        );
      })}
    </FieldGrid>
  );
}
