import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, Name } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';

/** Both meanings, the interface language's first, each marked with its own language; empty ones are left out. */
export function NameMeanings({ name }: { name: Name }) {
  const { t } = useTranslation('names');
  const { language } = useLanguage();
  const meanings: { lang: Language; label: string; text: string }[] = [
    { lang: 'ar' as const, label: t('detail.meaningAr'), text: name.meaningAr },
    { lang: 'en' as const, label: t('detail.meaningEn'), text: name.meaningEn },
  ].filter((meaning) => meaning.text !== '');
  if (language === 'en') meanings.reverse();
  if (meanings.length === 0) return null;

  return (
    <section aria-labelledby="meaning-heading">
      <Typography id="meaning-heading" variant="h2" sx={{ fontSize: '1.25rem', marginBlockEnd: 1.5 }}>
        {t('detail.meaning')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1.5, margin: 0 }}>
        {meanings.map((meaning) => (
          <Box key={meaning.lang} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              {meaning.label}
            </Typography>
            <Typography
              component="dd"
              lang={meaning.lang}
              sx={{ margin: 0, fontSize: '1.125rem', fontWeight: 500, marginBlockEnd: { xs: 1, sm: 0 } }}
            >
              {meaning.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
