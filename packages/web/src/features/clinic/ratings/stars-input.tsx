import StarRounded from '@mui/icons-material/StarRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';

interface StarsInputProps {
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | undefined;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars: a group of radio buttons (arrow keys move between them), each named in the
 * page's language and digits, the stars up to the chosen one filled.
 */
export function StarsInput({ label, value, onChange, error }: StarsInputProps) {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        value={value === null ? '' : String(value)}
        onChange={(_event, chosen) => onChange(Number(chosen))}
      >
        {STARS.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            icon={stars <= (value ?? 0) ? <StarRounded /> : <StarOutlineRounded />}
            checkedIcon={<StarRounded />}
            slotProps={{ input: { 'aria-label': t('stars', { stars: format.number(stars), max: format.number(5) }) } }}
            sx={{ color: 'warning.main', '&.Mui-checked': { color: 'warning.main' }, padding: 0.5 }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}
