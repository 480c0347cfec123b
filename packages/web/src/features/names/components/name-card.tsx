import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Name } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { OrderBadge } from './order-badge';

/** The name's line; the skeleton takes the same height. */
export const NAME_SX = { fontSize: { xs: '1.625rem', sm: '2rem' }, lineHeight: 2 } as const;
/** The meaning keeps room for two lines, so cards (and their skeletons) are one height. */
export const MEANING_SX = { marginBlockStart: 0.5, minHeight: '3.4em' } as const;

export function NameCard({ name }: { name: Name }) {
  const { language } = useLanguage();
  // A name created with the spec's fields only has no transliteration or meanings to show.
  const meaning = language === 'ar' ? name.meaningAr : name.meaningEn;
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%', listStyle: 'none' }}>
      <CardActionArea
        href={`/name/${name.id}`}
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
        <Typography
          component="h3"
          lang="ar"
          dir="rtl"
          sx={{
            ...NAME_SX,
            fontWeight: 700,
            color: 'primary.dark',
            textAlign: 'center',
          }}
        >
          {name.name}
        </Typography>
        {name.transliteration && (
          <Typography lang="ar-Latn" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'center', fontWeight: 500 }}>
            {name.transliteration}
          </Typography>
        )}
        {meaning && (
          <Typography lang={language} variant="body2" sx={{ ...MEANING_SX, textAlign: 'center' }}>
            {meaning}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
