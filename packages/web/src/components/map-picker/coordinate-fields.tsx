import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@bayan/shared';
import { useFormat } from '../../hooks/use-format';
import { useLanguage } from '../../i18n/use-language';
import { TextInput } from '../form/text-input';
import { parseCoordinate, type MapPosition } from './map-position';
import './map-picker-namespace';

interface CoordinateFieldsProps {
  value: MapPosition | null;
  onChange: (position: MapPosition | null) => void;
  disabled?: boolean;
}

const LTR_NUMBER = { unicodeBidi: 'bidi-override' } as const;
type Axis = 'latitude' | 'longitude';
type Drafts = Record<Axis, string | null>;
const NO_DRAFTS: Drafts = { latitude: null, longitude: null };
const samePosition = (a: MapPosition | null, b: MapPosition | null) =>
  a === b || (a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude);
const LIMIT = { latitude: 90, longitude: 180 } as const;

/**
 * The pin's position typed (the keyboard's and the map-less way): latitude and longitude in
 * decimal degrees, Latin or Arabic-Indic digits. Both valid move the pin, both emptied remove it,
 * when a field is left or Enter is pressed.
 */
export function CoordinateFields({ value, onChange, disabled }: CoordinateFieldsProps) {
  const { t } = useTranslation('mapPicker');
  const format = useFormat();
  const { language } = useLanguage();
  // A coordinate in the page's digits, with the Arabic decimal separator in Arabic (٢٤٫٧١٣٦).
  const written = (coordinate: number) => {
    const digits = format.digits(String(coordinate));
    return language === 'ar' ? digits.replace('.', '٫') : digits;
  };
  // What was typed in each field (null: show the value), for the value it was typed against: a
  // value that changed since (the map, "my position") shows as it is.
  const [left, setLeft] = useState<Record<Axis, boolean>>({ latitude: false, longitude: false });
  const [edit, setEdit] = useState<{ drafts: Drafts; base: MapPosition | null }>({ drafts: NO_DRAFTS, base: value });
  const drafts = samePosition(edit.base, value) ? edit.drafts : NO_DRAFTS;
  const shown = (axis: Axis) => drafts[axis] ?? (value ? written(value[axis]) : '');
  const type = (axis: Axis, text: string) => setEdit({ drafts: { ...drafts, [axis]: text }, base: value });
  // Applied when a field is left or Enter pressed, not at each keystroke: "95" would pass by 9.
  const apply = () => {
    const latitude = parseCoordinate(shown('latitude'), 90);
    const longitude = parseCoordinate(shown('longitude'), 180);
    const blank = toLatinDigits(shown('latitude')).trim() === '' && toLatinDigits(shown('longitude')).trim() === '';
    const next = latitude !== null && longitude !== null ? { latitude, longitude } : blank ? null : value;
    if (samePosition(next, value)) return;
    setEdit({ drafts, base: next });
    onChange(next);
  };
  const problem = (axis: Axis) => {
    const text = shown(axis);
    if (!left[axis] || text.trim() === '' || parseCoordinate(text, LIMIT[axis]) !== null) return undefined;
    return t(axis === 'latitude' ? 'latitudeRange' : 'longitudeRange');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      {(['latitude', 'longitude'] as const).map((axis) => {
        const text = shown(axis);
        const message = problem(axis);
        return (
          <TextInput
            key={axis}
            size="small"
            label={t(axis)}
            value={text}
            disabled={disabled}
            onChange={(event) => type(axis, event.target.value)}
            onBlur={() => {
              setLeft((was) => ({ ...was, [axis]: true }));
              apply();
            }}
            onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), apply())}
            error={Boolean(message)}
            helperText={message}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                inputMode: 'decimal',
                dir: 'ltr',
                autoComplete: 'off',
                style: text ? LTR_NUMBER : undefined,
              },
            }}
          />
        );
      })}
    </Box>
  );
}
