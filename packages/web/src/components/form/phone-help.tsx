import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { LTR_VALUE } from './ltr-value';

/** A Saudi mobile number as the examples write it, in the page's digits once shown. */
const EXAMPLE = '0512345678';

/** The phone fields' hint: a Saudi mobile, with an example in the page's digits that reads left to right. */
export function PhoneHelp() {
  const { t } = useTranslation();
  const format = useFormat();
  return <Trans t={t} i18nKey="form.phoneHelp" values={{ example: format.digits(EXAMPLE) }} components={LTR_VALUE} />;
}
