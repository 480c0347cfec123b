import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { useController, useFormContext } from 'react-hook-form';
import { fieldName, type DeedForm } from '../wizard/deed-form';
import { ListMessage } from './list-message';

interface KindToggleProps {
  /** The draft path of the kind ("expenses.0.kind", "reward.kind"). */
  path: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown as chosen while none is (the reward's default, the going rate). */
  fallback?: string;
}

/** A deduction's kind as a row of toggle buttons (percent, amount…), its review message under it. */
export function KindToggle({ path, label, options, fallback }: KindToggleProps) {
  const { control } = useFormContext<DeedForm>();
  const { field } = useController({ control, name: fieldName(path) });
  const value = (field.value as string | undefined) || fallback || null;
  const id = `${path.replace(/\./g, '-')}-message`;
  return (
    <Stack spacing={0.5} sx={{ gridColumn: '1 / -1' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={label}
        aria-describedby={id}
        value={value}
        onChange={(_event, next: string | null) => next !== null && field.onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} ref={option.value === value ? field.ref : undefined}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ListMessage path={path} id={id} />
    </Stack>
  );
}
