import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';

interface StarsInputProps {
  label: string;
  value: number | null;
  onChange: (stars: number | null) => void;
  error?: string | undefined;
}

/** One to five stars as a group of radio buttons, each named in the page's language and digits. */
export function StarsInput({ label, value, onChange, error }: StarsInputProps) {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  const helpId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{label}</FormLabel>
      <Rating
        name={`stars-${helpId}`}
        value={value}
        onChange={(_event, stars) => onChange(stars)}
        getLabelText={(stars: number) => t('stars', { stars: format.number(stars), max: format.number(5) })}
        size="large"
        aria-describedby={error ? helpId : undefined}
      />
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}
