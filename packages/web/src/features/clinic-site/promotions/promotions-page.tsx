import { useTranslation } from '../../../i18n/use-translation';
import { SiteList } from '../site-list';
import { useCurrentPromotions } from './current-promotions';
import { PromotionCard } from './promotion-card';

/** `/promotions`: the clinics' promotions valid today, for anyone (no login). */
export default function PromotionsPage() {
  const { t } = useTranslation('sitePromotions');
  return (
    <SiteList
      title={t('title')}
      intro={t('intro')}
      query={useCurrentPromotions()}
      words={{ none: t('none'), error: t('error'), retry: t('retry') }}
      card={(promotion) => <PromotionCard key={promotion.pubkey} promotion={promotion} />}
    />
  );
}
