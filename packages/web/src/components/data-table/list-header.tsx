import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageHeading } from '../page-heading';

interface ListHeaderProps {
  title: string;
  intro?: string;
  /** The screen's main action (add…). */
  action?: ReactNode;
}

/** A data screen's heading, one line of explanation and its main action at the end edge. */
export function ListHeader({ title, intro, action }: ListHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}
    >
      <PageHeading title={title} intro={intro} fontSize={{ xs: '1.5rem', md: '1.875rem' }} spacing={0.5} />
      {action}
    </Stack>
  );
}

/** A list's "add" button, the header's usual action: a plus unless another icon says better. */
export function AddButton({
  label,
  onClick,
  icon = <AddRounded />,
}: {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
}) {
  return (
    <Button variant="contained" startIcon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
