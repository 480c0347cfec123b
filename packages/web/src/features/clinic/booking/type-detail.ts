import { useTranslation } from 'react-i18next';
import type { OfferedConsultationType } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';

/** A consultation type's price and length, as a choice's second line reads it. */
export function useTypeDetail() {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (type: Pick<OfferedConsultationType, 'priceHalalas' | 'durationMinutes'>) =>
    t('typeDetail', { price: format.money(type.priceHalalas / 100), minutes: format.number(type.durationMinutes) });
}
