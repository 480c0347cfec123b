import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

interface RowCardProps {
  /** Unique in the page: names the card by its heading. */
  id: string;
  title: string;
  /** Beside the title (a party's "has an account"). */
  badge?: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One row of a deed's list (an asset, a party): a named group with its heading and a remove button. */
export function RowCard({ id, title, badge, removeLabel, onRemove, children }: RowCardProps) {
  return (
    <Paper variant="outlined" component="fieldset" aria-labelledby={id} sx={{ margin: 0, padding: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {badge}
        </Stack>
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteOutlineRounded />
        </IconButton>
      </Stack>
      {children}
    </Paper>
  );
}
