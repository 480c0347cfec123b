import type { Theme } from '@mui/material/styles';
import { focusRing } from '../../config/theme';
import { useTranslation } from 'react-i18next';
import { useStaticClass } from '../../lib/static-class';

/** Off the top of the page until the keyboard reaches it, then a teal pill at the start edge. */
const skipLink = (theme: Theme) => ({
  position: 'absolute' as const,
  insetInlineStart: 16,
  insetBlockStart: -64,
  zIndex: theme.zIndex.tooltip,
  paddingBlock: theme.spacing(1),
  paddingInline: theme.spacing(2),
  borderRadius: (theme.shape.borderRadius as number) * 2,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  // MUI Link's underline, in the tint of its default colour (on the pill as it was).
  textDecoration: 'underline',
  textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
  '&:focus': { insetBlockStart: 8 },
  '&:focus-visible': focusRing,
});

/**
 * The first stop for keyboard users: jumps past the header to the page content. A plain link
 * under one static class (lib/static-class.ts): as MUI's Link it was the costliest part of every
 * page's first render (issue 14).
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a className={useStaticClass(skipLink)} href={`#${target}`}>
      {t('skipToContent')}
    </a>
  );
}
