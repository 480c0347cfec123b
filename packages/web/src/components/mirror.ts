import type { SxProps, Theme } from '@mui/material/styles';

/** For directional icons (chevrons, arrows): drawn for LTR, flipped when the page is RTL. */
export const mirrorInRtl: SxProps<Theme> = (theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
