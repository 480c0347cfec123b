import { useTranslation } from 'react-i18next';
import { SiteList } from '../site-list';
import type { PageHandle } from '../../../lib/feature/page-handle';
import { currentPromotionsQuery, useCurrentPromotions } from './current-promotions';
import { PromotionCard } from './promotion-card';

/** The server fetches today's promotions into the page (issue 30). */
export const handle: PageHandle = { prefetch: (client) => client.prefetchQuery(currentPromotionsQuery) };

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
