import { keyframes } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { typographyOf, useStaticClass } from '../../../lib/static-class';
import { MEANING_SX, NAME_SX } from './name-card';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * An outlined card as MUI draws it, holding MUI's text skeletons (a line's height, scaled to 60 %,
 * pulsing) on the lines of NameCard: the badge, the name, its transliteration, two lines of meaning.
 * One class for the whole card (lib/static-class.ts): twelve of them drawn as MUI components were a
 * sixth of a phone's first render of the landing page (issue 14).
 */
function skeletonCard(theme: Theme) {
  const radius = theme.shape.borderRadius as number;
  return {
    listStyle: 'none',
    overflow: 'hidden',
    padding: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: radius,
    backgroundColor: theme.palette.background.paper,
    '& span': {
      display: 'block',
      backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
      animation: `${pulse} 2s ease-in-out 0.5s infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    '& > span': { width: 32, height: 32, borderRadius: '50%' },
    '& div span': {
      marginInline: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    },
    '& > div': typographyOf(theme, 'body1'),
    '& > div:first-of-type': {
      fontSize: NAME_SX.fontSize.xs,
      lineHeight: NAME_SX.lineHeight,
      [theme.breakpoints.up('sm')]: { fontSize: NAME_SX.fontSize.sm },
    },
    '& > div:last-of-type': {
      ...typographyOf(theme, 'body2'),
      marginBlockStart: theme.spacing(MEANING_SX.marginBlockStart),
      minHeight: MEANING_SX.minHeight,
    },
  };
}

/**
 * Holds a card's place while names load, line for line as NameCard lays it out, so the grid does
 * not jump when they arrive.
 */
export function NameCardSkeleton() {
  const line = (width: string) => <span style={{ width }} />;
  return (
    <li className={useStaticClass(skeletonCard)} aria-hidden>
      <span />
      <div>{line('55%')}</div>
      <div>{line('45%')}</div>
      <div>
        {line('70%')}
        {line('50%')}
      </div>
    </li>
  );
}
