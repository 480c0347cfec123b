import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { useServices } from '../api/directory';
import { LoadError } from '../components/load-error';
import { LoadingCards } from '../components/loading-cards';

/** The services with their length and price in SAR (stored in halalas), in the page's digits. */
export function ServiceList() {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const format = useFormat();
  const query = useServices();
  if (query.isPending) return <LoadingCards count={3} height={56} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Typography role="status">{t('specialities.noServices')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', margin: 0, padding: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {query.data.map((service, index) => (
        <Box
          component="li"
          key={service.pubkey}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
            padding: 2,
            borderBlockStart: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{language === 'ar' ? service.nameAr : service.nameEn}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('specialities.minutes', {
                count: service.durationMinutes,
                number: format.number(service.durationMinutes),
              })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}>
            {format.money(service.priceHalalas / 100)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
