import { memo } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { Theme } from '@mui/material/styles';
import type { Name } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { typographyOf, useStaticClass } from '../../../lib/static-class';
import { OrderBadge } from './order-badge';

/** The name's line; the skeleton takes the same height. */
export const NAME_SX = { fontSize: { xs: '1.625rem', sm: '2rem' }, lineHeight: 2 } as const;
/** The meaning keeps room for two lines, so cards (and their skeletons) are one height. */
export const MEANING_SX = { marginBlockStart: 0.5, minHeight: '3.4em' } as const;

/** The card's lines as Typographies would draw them: the name, its transliteration, its meaning. */
function cardLines(theme: Theme) {
  return {
    '& > h3': {
      ...typographyOf(theme, 'body1'),
      fontSize: NAME_SX.fontSize.xs,
      [theme.breakpoints.up('sm')]: { fontSize: NAME_SX.fontSize.sm },
      lineHeight: NAME_SX.lineHeight,
      fontWeight: 700,
      color: theme.palette.primary.dark,
      textAlign: 'center',
    },
    '& > p': { ...typographyOf(theme, 'body1'), textAlign: 'center' },
    '& > p[dir="ltr"]': { color: theme.palette.text.secondary, fontWeight: 500 },
    '& > p:not([dir])': {
      ...typographyOf(theme, 'body2'),
      marginBlockStart: theme.spacing(MEANING_SX.marginBlockStart),
      minHeight: MEANING_SX.minHeight,
    },
  } as const;
}

/**
 * A name's card: the whole card is its link. Its lines are plain markup under one class made once
 * (lib/static-class.ts), laid out as the Typographies they replace: the landing page draws two
 * dozen cards, and each MUI component serialises its styles again at every render (issue 14).
 * Memoised: the list adds its cards a few per task, and each addition drew every card before it.
 */
export const NameCard = memo(function NameCard({ name, id }: { name: Name; id?: string }) {
  const { language } = useLanguage();
  const lines = useStaticClass(cardLines);
  // A name created with the spec's fields only has no transliteration or meanings to show.
  const meaning = language === 'ar' ? name.meaningAr : name.meaningEn;
  return (
    <Card component="li" id={id} variant="outlined" sx={{ height: '100%', listStyle: 'none' }}>
      <CardActionArea
        href={`/name/${name.id}`}
        className={lines}
        sx={{
          height: '100%',
          padding: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <OrderBadge order={name.order} />
        <h3 lang="ar" dir="rtl">
          {name.name}
        </h3>
        {name.transliteration && (
          <p lang="ar-Latn" dir="ltr">
            {name.transliteration}
          </p>
        )}
        {meaning && <p lang={language}>{meaning}</p>}
      </CardActionArea>
    </Card>
  );
});
