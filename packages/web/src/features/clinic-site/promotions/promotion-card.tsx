import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { CardFact } from '../card-fact';
import { nameIn, targetOf, titleIn } from '../site-words';

/** A YYYY-MM-DD day as a moment DateCell shows in both calendars (its noon in Riyadh). */
const noonOf = (day: string) => `${day}T12:00:00+03:00`;

/**
 * A promotion: the usual price struck through and the price now, each only when given (spec §3),
 * its validity in both calendars, and the service or speciality it is for.
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('sitePromotions');
  const { language } = useLanguage();
  const format = useFormat();
  const target = targetOf(promotion);
  const { price, priceAfterDiscount } = promotion;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`promotion-${promotion.pubkey}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={`promotion-${promotion.pubkey}`} variant="h6" component="h2">
            {titleIn(promotion, language)}
          </Typography>
          {promotion.description && (
            // One description in the language it was written in: its own direction places its full stop.
            <Typography dir="auto" sx={{ color: 'text.secondary' }}>
              {promotion.description}
            </Typography>
          )}
          {(price !== null || priceAfterDiscount !== null) && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
              {price !== null && (
                <Typography
                  component="del"
                  aria-label={`${t('price')} ${format.money(price / 100)}`}
                  sx={{ color: 'text.secondary' }}
                >
                  {format.money(price / 100)}
                </Typography>
              )}
              {priceAfterDiscount !== null && (
                <Typography
                  component="strong"
                  aria-label={`${t('priceAfterDiscount')} ${format.money(priceAfterDiscount / 100)}`}
                  sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}
                >
                  {format.money(priceAfterDiscount / 100)}
                </Typography>
              )}
            </Stack>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
            <CardFact label={t('validFrom')}>
              <DateCell value={noonOf(promotion.validFrom)} />
            </CardFact>
            <CardFact label={t('validTo')}>
              <DateCell value={noonOf(promotion.validTo)} />
            </CardFact>
          </Stack>
          {target && <CardFact label={t('appliesTo')}>{nameIn(target, language)}</CardFact>}
          <CardFact label={t('clinic')}>{nameIn(promotion.etablissement, language)}</CardFact>
        </Stack>
      </CardContent>
    </Card>
  );
}
