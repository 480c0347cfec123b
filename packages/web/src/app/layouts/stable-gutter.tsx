import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The page keeps the scrollbar's room while it has none, so nothing jumps sideways when content
 * arrives and the scrollbar appears, in both directions (the dashboard home did, on a wide
 * screen: Lighthouse saw the whole page shift, CLS 0.1). From 600 px only: phones draw their
 * scrollbar over the page, and a 320 px window has no room to give. A dialog's scroll lock keeps
 * that room too, so the padding MUI adds for the scrollbar it hides (on the body and the fixed
 * bars, .mui-fixed) would move the page behind it: not needed here. The dashboard's drawer is
 * anchored at the edge opposite the scrollbar in both directions, so it does not move either.
 */
const STABLE_GUTTER = {
  '@media (min-width: 600px)': {
    html: { scrollbarGutter: 'stable' },
    'body, .mui-fixed': { paddingInline: '0 !important' },
  },
} as const;

export function StableGutter() {
  return <GlobalStyles styles={STABLE_GUTTER} />;
}
