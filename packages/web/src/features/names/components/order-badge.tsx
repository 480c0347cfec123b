import type { Theme } from '@mui/material/styles';
import { useFormat } from '../../../hooks/use-format';
import { useStaticClass } from '../../../lib/static-class';

function badge(theme: Theme) {
  return {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    paddingInline: theme.spacing(1),
    borderRadius: (theme.shape.borderRadius as number) * 16,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontSize: '0.875rem',
    fontWeight: 700,
    lineHeight: 1,
  };
}

/**
 * The name's place in the canonical order, in the interface's digits (٥ or 5). Under a class made
 * once (lib/static-class.ts): a grid draws two dozen of them (issue 14).
 */
export function OrderBadge({ order }: { order: number }) {
  const format = useFormat();
  return <span className={useStaticClass(badge)}>{format.number(order)}</span>;
}
