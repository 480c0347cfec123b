import type { SxProps, Theme } from '@mui/material/styles';

/** For directional icons (chevrons, arrows): drawn for LTR, flipped when the page is RTL. */
export const mirrorInRtl: SxProps<Theme> = (theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});

/**
 * Hidden on screen, still read by assistive technology. Lengths are strings: in `sx`, MUI reads a
 * bare 1 as 100%, which made a full-width hidden box overflow the page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
