import { useTranslation } from 'react-i18next';
import { DIRECTORY_ROUTES, type Service } from '@bayan/shared';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useFormat } from '../../../../hooks/use-format';
import type { DirectoryResource, FieldsProps } from '../scaffold/resource';
import { NameFields, nameIn, useNameColumn } from './names';
import { serviceSchema, serviceValues, type ServiceFormValues } from './service-form';

function ServiceFields(props: FieldsProps<ServiceFormValues>) {
  const { t } = useTranslation('directory');
  const number = { inputMode: 'decimal', dir: 'ltr' } as const;
  return (
    <>
      <NameFields {...props} />
      <FormTextField
        control={props.control}
        name="priceSar"
        label={t('fields.priceSar')}
        helperText={t('fields.priceHelp')}
        required
        fullWidth
        slotProps={{ htmlInput: number }}
      />
      <FormTextField
        control={props.control}
        name="durationMinutes"
        label={t('fields.durationMinutes')}
        required
        fullWidth
        slotProps={{ htmlInput: { ...number, inputMode: 'numeric' } }}
      />
    </>
  );
}

function useServiceColumns() {
  const { t } = useTranslation('directory');
  const format = useFormat();
  return [
    useNameColumn<Service>(),
    {
      id: 'price',
      label: t('fields.price'),
      sortKey: 'priceHalalas',
      render: (row: Service) => format.money(row.priceHalalas / 100),
    },
    {
      id: 'duration',
      label: t('fields.duration'),
      sortKey: 'durationMinutes',
      render: (row: Service) =>
        t('minutes', { count: row.durationMinutes, number: format.number(row.durationMinutes) }),
    },
  ];
}

/** The services patients book: a price in SAR (sent as halalas) and a length in minutes. */
export const services: DirectoryResource<Service, ServiceFormValues> = {
  name: 'services',
  routes: {
    list: DIRECTORY_ROUTES['clinic.listServices'],
    export: DIRECTORY_ROUTES['clinic.exportServices'],
    create: DIRECTORY_ROUTES['clinic.createService'],
    update: DIRECTORY_ROUTES['clinic.updateService'],
    delete: DIRECTORY_ROUTES['clinic.deleteService'],
  },
  sort: 'nameAr',
  sortable: ['nameAr', 'nameEn', 'priceHalalas', 'durationMinutes', 'createdAt'],
  filters: [],
  useColumns: useServiceColumns,
  label: nameIn,
  values: serviceValues,
  schema: serviceSchema,
  Fields: ServiceFields,
};
