import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MapPicker } from '../map-picker/map-picker';
import { AddressPartField } from './address-part-field';
import { ADDRESS_PARTS, type AddressPart } from './address-parts';
import './address-namespace';

export interface NationalAddressFieldsProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /**
   * Where the address object sits in the form, e.g. "endower.nationalAddress": its parts are
   * `${name}.buildingNumber` … `${name}.shortAddress` (strings, as typed) and `${name}.latitude`,
   * `${name}.longitude` (numbers or null), the deed draft's NationalAddressDraft.
   */
  name: string;
  /** The block's heading; "National address" by default, null for none (the page has its own). */
  title?: ReactNode | null;
  /** Shows the map picker for the location (default true). */
  withMap?: boolean;
  /** Every part optional (a deed party's address, which no rule asks for); else the endower's and the profile's rule. */
  optional?: boolean;
  disabled?: boolean;
}

/**
 * The parts the review and the profile leave optional: the short address, and the spec's secondary
 * district and country (issue 33); the map is optional too.
 */
const OPTIONAL: ReadonlySet<AddressPart> = new Set(['shortAddress', 'secondaryDistrict', 'country']);

/**
 * A Saudi national address as a block of a react-hook-form form: building number, street,
 * district, secondary district, city, postal code, additional number, short address, country, and
 * the map picker for the location. The fields work without the map (it loads lazily and may fail).
 */
export function NationalAddressFields<V extends FieldValues, T>({
  control,
  name,
  title,
  withMap = true,
  optional = false,
  disabled,
}: NationalAddressFieldsProps<V, T>) {
  const { t } = useTranslation('address');
  const path = (part: string) => `${name}.${part}` as Path<V>;
  const heading = title === undefined ? t('title') : title;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={disabled}>
      {heading && (
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
          {heading}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {ADDRESS_PARTS.map((part) => (
          <AddressPartField
            key={part}
            control={control}
            name={path(part)}
            part={part}
            required={!optional && !OPTIONAL.has(part)}
            disabled={disabled}
          />
        ))}
      </Box>
      {withMap && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('location')}
          </Typography>
          <AddressMap control={control} latitude={path('latitude')} longitude={path('longitude')} disabled={disabled} />
        </Box>
      )}
    </Box>
  );
}

interface AddressMapProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  latitude: Path<V>;
  longitude: Path<V>;
  disabled?: boolean;
}

/** The map picker bound to the address's two coordinate fields (both numbers, or both null). */
function AddressMap<V extends FieldValues, T>({ control, latitude, longitude, disabled }: AddressMapProps<V, T>) {
  const lat = useController({ control, name: latitude });
  const lng = useController({ control, name: longitude });
  const value =
    typeof lat.field.value === 'number' && typeof lng.field.value === 'number'
      ? { latitude: lat.field.value, longitude: lng.field.value }
      : null;
  return (
    <MapPicker
      value={value}
      disabled={disabled}
      onChange={(position) => {
        lat.field.onChange(position?.latitude ?? null);
        lng.field.onChange(position?.longitude ?? null);
      }}
    />
  );
}
