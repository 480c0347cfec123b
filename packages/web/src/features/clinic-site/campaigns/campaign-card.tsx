import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { CardFact } from '../card-fact';
import { nameIn, targetOf, titleIn } from '../site-words';
import { useCampaignWhen } from './campaign-when';

/** A campaign: its day in both calendars and its hours from start to end, what it is for, the places left, and what the reader may do. */
export function CampaignCard({ campaign, action }: { campaign: Campaign; action: ReactNode }) {
  const { t } = useTranslation('siteCampaigns');
  const { language } = useLanguage();
  const format = useFormat();
  const when = useCampaignWhen();
  const target = targetOf(campaign);
  const left = Math.max(0, campaign.capacity - campaign.seatsTaken);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`campaign-${campaign.pubkey}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={`campaign-${campaign.pubkey}`} variant="h6" component="h2">
            {titleIn(campaign, language)}
          </Typography>
          {campaign.description && (
            // One language, as written: its own direction (walk finding 15).
            <Typography dir="auto" sx={{ color: 'text.secondary' }}>
              {campaign.description}
            </Typography>
          )}
          <CardFact label={t('when')}>
            <time dateTime={campaign.date}>{t('whenValue', when(campaign))}</time>
          </CardFact>
          {target && <CardFact label={t('appliesTo')}>{nameIn(target, language)}</CardFact>}
          <CardFact label={t('clinic')}>{nameIn(campaign.etablissement, language)}</CardFact>
          <Typography sx={{ fontWeight: 600 }}>
            {left === 0 ? t('full') : t('seatsLeft', { count: left, number: format.number(left) })}
          </Typography>
        </Stack>
      </CardContent>
      {action && <CardActions sx={{ paddingInline: 2, paddingBlockEnd: 2 }}>{action}</CardActions>}
    </Card>
  );
}
