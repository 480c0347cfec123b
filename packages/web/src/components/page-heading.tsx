import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface PageHeadingProps {
  title: string;
  intro?: ReactNode;
  /** The h1's size, by breakpoint. */
  fontSize: Record<string, string>;
  spacing: number;
  sx?: SxProps<Theme>;
}

/** A page's h1 and, under it, its line of explanation in the secondary colour. */
export function PageHeading({ title, intro, fontSize, spacing, sx }: PageHeadingProps) {
  return (
    <Stack spacing={spacing} sx={sx}>
      <Typography variant="h1" sx={{ fontSize }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
    </Stack>
  );
}
