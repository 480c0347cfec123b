import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useTranslation } from 'react-i18next';
import type { Name } from '@bayan/shared';
import { mirrorInRtl } from '../../../components/mirror';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { NameMeanings } from './name-meanings';
import { NamePager } from './name-pager';

export function NameView({ name }: { name: Name }) {
  const { t } = useTranslation('names');
  const format = useFormat();
  const { language } = useLanguage();
  usePageTitle(name.name, language === 'ar' ? name.meaningAr : name.meaningEn);

  return (
    <Stack spacing={3}>
      <Link href="/home" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, alignSelf: 'flex-start' }}>
        <ArrowBackRounded fontSize="small" sx={mirrorInRtl} />
        {t('detail.back')}
      </Link>
      <Paper variant="outlined" component="article" sx={{ padding: { xs: 3, md: 5 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip color="primary" label={t('detail.order', { order: format.number(name.order) })} />
          <Typography
            variant="h1"
            lang="ar"
            dir="rtl"
            sx={{ fontSize: { xs: '3rem', md: '4rem' }, lineHeight: 1.9, color: 'primary.dark' }}
          >
            {name.name}
          </Typography>
          {name.transliteration && (
            <Typography lang="ar-Latn" dir="ltr" sx={{ fontSize: '1.25rem', color: 'text.secondary', fontWeight: 500 }}>
              {name.transliteration}
            </Typography>
          )}
        </Stack>
        {(name.meaningAr || name.meaningEn || name.description) && <Divider sx={{ marginBlock: 3 }} />}
        <NameMeanings name={name} />
        {name.description && (
          <Stack spacing={1} sx={{ marginBlockStart: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('detail.description')}
            </Typography>
            <Typography lang="ar" dir="rtl" sx={{ fontSize: '1.125rem', lineHeight: 2 }}>
              {name.description}
            </Typography>
          </Stack>
        )}
      </Paper>
      <NamePager id={name.id} />
    </Stack>
  );
}
