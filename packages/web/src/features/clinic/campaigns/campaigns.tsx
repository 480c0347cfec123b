import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_ROUTES, type Campaign } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormat } from '../../../hooks/use-format';
import { clinicFilter } from '../directory/resources/clinic-options';
import { useClinicColumn } from '../directory/resources/in-clinic';
import type { DirectoryResource, FieldsProps } from '../directory/scaffold/resource';
import { clinicLockedFor, OfferFields, titleIn, useTargetColumn, useTitleColumn } from '../promotions/offer-fields';
import { campaignSchema, campaignValues, type CampaignValues } from './campaign-form';

const time = { dir: 'ltr', inputMode: 'numeric', maxLength: 5, placeholder: '09:00' } as const;

function CampaignFields(props: FieldsProps<CampaignValues>) {
  const { t } = useTranslation('clinicCampaigns');
  return (
    <>
      <OfferFields {...props} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateField control={props.control} name="date" label={t('fields.date')} required fullWidth />
        <FormTextField
          control={props.control}
          name="capacity"
          label={t('fields.capacity')}
          required
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
        {(['startTime', 'endTime'] as const).map((name) => (
          <FormTextField
            key={name}
            control={props.control}
            name={name}
            label={t(`fields.${name}`)}
            helperText={t('fields.timeHelp')}
            required
            fullWidth
            slotProps={{ htmlInput: time }}
          />
        ))}
      </Box>
    </>
  );
}

function useCampaignColumns() {
  const { t } = useTranslation('clinicCampaigns');
  const format = useFormat();
  return [
    useTitleColumn<Campaign>(),
    {
      id: 'when',
      label: t('fields.date'),
      sortKey: 'start',
      render: (row: Campaign) => <DateCell value={row.start} withTime />,
    },
    {
      id: 'seats',
      label: t('fields.seats'),
      render: (row: Campaign) =>
        t('seatsOf', { taken: format.number(row.seatsTaken), capacity: format.number(row.capacity) }),
    },
    useTargetColumn<Campaign>(),
    useClinicColumn<Campaign>(),
  ];
}

/** A clinic's campaigns (issue 11): a day, its hours and its seats. */
export const campaigns: DirectoryResource<Campaign, CampaignValues> = {
  name: 'campaigns',
  routes: {
    list: CAMPAIGN_ROUTES['clinic.listCampaigns'],
    create: CAMPAIGN_ROUTES['clinic.createCampaign'],
    update: CAMPAIGN_ROUTES['clinic.updateCampaign'],
    delete: CAMPAIGN_ROUTES['clinic.deleteCampaign'],
  },
  sort: '-start',
  sortable: ['start', 'createdAt'],
  filters: [clinicFilter],
  useColumns: useCampaignColumns,
  label: titleIn,
  values: campaignValues,
  schema: campaignSchema,
  Fields: CampaignFields,
  locked: clinicLockedFor,
  codeFields: { CLINIC_ETABLISSEMENT_REQUIRED: 'etablissementPubkey' },
};
