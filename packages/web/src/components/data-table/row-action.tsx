import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

interface RowActionProps {
  /** Says what the button does to which row ("Delete Ar-Rahman"); it is the accessible name. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'primary' | 'error';
  disabled?: boolean;
}

/** An icon button for one row, named for screen readers and explained by a tooltip on hover and focus. */
export function RowAction({ label, icon, onClick, color = 'default', disabled }: RowActionProps) {
  const button = (
    <IconButton aria-label={label} onClick={onClick} color={color} disabled={disabled} size="small">
      {icon}
    </IconButton>
  );
  // A disabled button gets no events, so its tooltip would never show; it keeps its name only.
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

/** The row's delete button: a red bin, named for what it deletes. */
export function DeleteRowAction({ label, onClick }: Pick<RowActionProps, 'label' | 'onClick'>) {
  return <RowAction label={label} icon={<DeleteOutlineRounded />} color="error" onClick={onClick} />;
}
