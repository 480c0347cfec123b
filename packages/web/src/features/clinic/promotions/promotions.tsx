import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_ROUTES, riyadhDay, type Promotion } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormat } from '../../../hooks/use-format';
import { ComingDayFields } from '../coming-days/coming-day-fields';
import { clinicFilter } from '../directory/resources/clinic-options';
import { useClinicColumn } from '../directory/resources/in-clinic';
import type { DirectoryResource, FieldsProps } from '../directory/scaffold/resource';
import { clinicLockedFor, OfferFields, titleIn, useTargetColumn, useTitleColumn } from './offer-fields';
import { promotionSchema, promotionValues, type PromotionValues } from './promotion-form';
import { promotionState } from './promotion-state';

/** A YYYY-MM-DD day as a moment DateCell shows in both calendars (its noon in Riyadh). */
const noonOf = (day: string) => `${day}T12:00:00+03:00`;

const money = { inputMode: 'decimal', dir: 'ltr' } as const;
/** The price before and after the discount, in riyals. */
const PRICES = ['price', 'priceAfterDiscount'] as const;

function PromotionFields(props: FieldsProps<PromotionValues>) {
  const { t } = useTranslation('clinicCampaigns');
  return (
    <>
      <OfferFields {...props} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PRICES.map((name) => (
          <FormTextField
            key={name}
            control={props.control}
            name={name}
            label={t(`fields.${name}Sar`)}
            helperText={t('fields.priceHelp')}
            fullWidth
            slotProps={{ htmlInput: money }}
          />
        ))}
        <ComingDayFields
          control={props.control}
          days={[
            { name: 'validFrom', label: t('fields.validFrom') },
            { name: 'validTo', label: t('fields.validTo') },
          ]}
        />
      </Box>
      <FormSwitch control={props.control} name="active" label={t('fields.active')} />
    </>
  );
}

function usePromotionColumns() {
  const { t } = useTranslation('clinicCampaigns');
  const format = useFormat();
  const sar = (halalas: number | null) => (halalas === null ? '—' : format.money(halalas / 100));
  const today = riyadhDay(new Date());
  return [
    useTitleColumn<Promotion>(),
    {
      id: 'prices',
      label: t('fields.prices'),
      render: (row: Promotion) => (
        <Stack direction="row" spacing={1}>
          {row.price !== null && <del>{sar(row.price)}</del>}
          <span>{sar(row.priceAfterDiscount)}</span>
        </Stack>
      ),
    },
    {
      id: 'validity',
      label: t('fields.validity'),
      sortKey: 'validTo',
      render: (row: Promotion) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DateCell value={noonOf(row.validFrom)} />
          <span aria-hidden>–</span>
          <DateCell value={noonOf(row.validTo)} />
        </Stack>
      ),
    },
    useTargetColumn<Promotion>(),
    {
      id: 'active',
      label: t('fields.state'),
      render: (row: Promotion) => t(`state.${promotionState(row, today)}`),
    },
    useClinicColumn<Promotion>(),
  ];
}

/** A clinic's promotions (issue 11): both prices optional, a validity period, a service or speciality. */
export const promotions: DirectoryResource<Promotion, PromotionValues> = {
  name: 'promotions',
  routes: {
    list: CAMPAIGN_ROUTES['clinic.listPromotions'],
    create: CAMPAIGN_ROUTES['clinic.createPromotion'],
    update: CAMPAIGN_ROUTES['clinic.updatePromotion'],
    delete: CAMPAIGN_ROUTES['clinic.deletePromotion'],
  },
  sort: '-createdAt',
  sortable: ['validFrom', 'validTo', 'createdAt'],
  filters: [clinicFilter],
  useColumns: usePromotionColumns,
  label: titleIn,
  values: promotionValues,
  schema: promotionSchema,
  Fields: PromotionFields,
  locked: clinicLockedFor,
  codeFields: { CLINIC_ETABLISSEMENT_REQUIRED: 'etablissementPubkey' },
};
