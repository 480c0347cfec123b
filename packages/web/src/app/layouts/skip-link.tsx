import Link from '@mui/material/Link';
import { useTranslation } from '../../i18n/use-translation';

/** The first stop for keyboard users: jumps past the header to the page content. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Link
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 16,
        insetBlockStart: -64,
        zIndex: 'tooltip',
        paddingBlock: 1,
        paddingInline: 2,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:focus': { insetBlockStart: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
