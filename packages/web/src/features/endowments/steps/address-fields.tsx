import { useTranslation } from 'react-i18next';
import { DeedText, FieldGrid } from './deed-fields';

/** A national address (building, street, district, city, postal code, additional number, short address). */
export function AddressFields({ path }: { path: string }) {
  const { t } = useTranslation('endowments');
  const field = (name: string, ltr = false, numeric = false) => (
    <DeedText
      key={name}
      path={`${path}.${name}`}
      label={t(`address.${name}` as 'address.city')}
      ltr={ltr}
      inputMode={numeric ? 'numeric' : undefined}
    />
  );
  return (
    <FieldGrid>
      {field('buildingNumber', true, true)}
      {field('street')}
      {field('district')}
      {field('city')}
      {field('postalCode', true, true)}
      {field('additionalNumber', true, true)}
      {field('shortAddress', true)}
    </FieldGrid>
  );
}
