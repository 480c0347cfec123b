import { useTranslation } from 'react-i18next';
import type { Campaign } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useLanguage } from '../../../i18n/use-language';
import { SiteList } from '../site-list';
import { titleIn } from '../site-words';
import { CampaignAction } from './campaign-action';
import { CampaignCard } from './campaign-card';
import type { PageHandle } from '../../../app/page-handle';
import { upcomingCampaignsQuery, useCampaignRegistration, useUpcomingCampaigns } from './campaigns-api';

/** The server fetches the campaigns as a visitor sees them (no profile: the browser's storage holds it). */
export const handle: PageHandle = { prefetch: (client) => client.prefetchQuery(upcomingCampaignsQuery(null)) };

/** `/campaigns`: upcoming campaigns for anyone; a logged-in patient registers and follows their registration. */
export default function CampaignsPage() {
  const { t } = useTranslation('siteCampaigns');
  const { language } = useLanguage();
  const profile = useStoredProfile();
  const campaigns = useUpcomingCampaigns(profile?.pubkey ?? null);
  const canceler = useDialog<Campaign>();
  const registration = useCampaignRegistration();
  const target = canceler.item;
  const cancel = () => {
    const pubkey = target?.myRegistration?.pubkey;
    if (!pubkey) return;
    registration.mutate(
      { cancel: pubkey },
      {
        onSuccess: () => {
          showSnackbar(t('canceled'), 'success');
          canceler.closeAfterSuccess();
        },
      },
    );
  };
  return (
    <>
      <SiteList
        title={t('title')}
        intro={t('intro')}
        query={campaigns}
        words={{ none: t('none'), error: t('error'), retry: t('retry') }}
        card={(campaign) => (
          <CampaignCard
            key={campaign.pubkey}
            campaign={campaign}
            action={<CampaignAction campaign={campaign} profile={profile} onCancel={canceler.show} />}
          />
        )}
      />
      <ConfirmDialog
        open={canceler.open}
        title={t('cancelTitle')}
        body={t('cancelBody', { campaign: target ? titleIn(target, language) : '' })}
        confirmLabel={t('cancelConfirm')}
        destructive
        busy={registration.isPending || canceler.closing}
        onClose={canceler.close}
        onConfirm={cancel}
      />
    </>
  );
}
