import { useTranslation } from 'react-i18next';
import type { Campaign } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useLanguage } from '../../../i18n/use-language';
import { SiteList } from '../site-list';
import { nameIn, titleIn } from '../site-words';
import { CampaignAction } from './campaign-action';
import { CampaignCard } from './campaign-card';
import { useCampaignWhen } from './campaign-when';
import type { PageHandle } from '../../../lib/feature/page-handle';
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
  const registering = useDialog<Campaign>();
  const registration = useCampaignRegistration();
  const when = useCampaignWhen();
  const target = canceler.item;
  const chosen = registering.item;
  const register = () => {
    if (!chosen) return;
    registration.mutate(
      { register: chosen.pubkey },
      {
        onSuccess: () => {
          showSnackbar(t('registered'), 'success');
          registering.closeAfterSuccess();
        },
      },
    );
  };
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
            action={
              <CampaignAction
                campaign={campaign}
                profile={profile}
                onCancel={canceler.show}
                onRegister={registering.show}
              />
            }
          />
        )}
      />
      <ConfirmDialog
        open={registering.open}
        title={t('registerTitle', { campaign: chosen ? titleIn(chosen, language) : '' })}
        body={
          chosen &&
          t('registerBody', {
            ...when(chosen),
            clinic: nameIn(chosen.etablissement, language),
            name: profile?.name ?? '',
          })
        }
        confirmLabel={t('registerConfirm')}
        busy={registration.isPending || registering.closing}
        onClose={registering.close}
        onConfirm={register}
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
