import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface LabelledAction {
  key: string;
  /** The word on the button ("Confirm"). */
  label: string;
  /** Its accessible name: starts with the label and says which row ("Confirm the appointment of Sara"). */
  name: string;
  icon: ReactNode;
  /** What ends a row's business for good (reject, cancel, decline): red, and apart from the rest. */
  ending?: boolean;
  /** How it looks: the default is filled for what moves on, outlined for what ends. */
  variant?: 'contained' | 'outlined' | 'text';
  onClick: () => void;
}

/**
 * Finding 7: a row's frequent actions as words with icons, not bare icons (a touch screen has no
 * tooltip). What moves the row on comes first; what ends it is red and kept apart: at the far end
 * of a card on a phone, on a line of its own in a table's narrow actions column.
 */
export function LabelledActions({ actions }: { actions: readonly LabelledAction[] }) {
  if (actions.length === 0) return null;
  const button = (action: LabelledAction) => (
    <Button
      key={action.key}
      size="small"
      variant={action.variant ?? (action.ending ? 'outlined' : 'contained')}
      color={action.ending ? 'error' : 'primary'}
      startIcon={action.icon}
      aria-label={action.name}
      onClick={action.onClick}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {action.label}
    </Button>
  );
  const moving = actions.filter((action) => !action.ending);
  const ending = actions.filter((action) => action.ending);
  return (
    <Stack
      direction="row"
      sx={{ flex: { xs: 1, md: 'none' }, flexWrap: 'wrap', rowGap: 1, columnGap: { xs: 1, md: 3 } }}
    >
      {moving.length > 0 && (
        <Stack direction="row" sx={{ gap: 1 }}>
          {moving.map(button)}
        </Stack>
      )}
      {ending.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, marginInlineStart: { xs: 'auto', md: 0 } }}>
          {ending.map(button)}
        </Stack>
      )}
    </Stack>
  );
}
