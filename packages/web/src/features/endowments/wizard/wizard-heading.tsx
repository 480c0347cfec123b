import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mainAssetOf } from '@bayan/shared';
import { useDeedName } from '../deed/deed-name';
import type { DeedForm } from './deed-form';

/**
 * The wizard's heading is the deed's name as the lists and the wallet show it (walk finding 17),
 * following what is typed (its title, else its first asset and its type); "Endowment deed" above
 * it says what the page is. Its own component: typing re-renders the heading, not the wizard.
 */
export function WizardHeading() {
  const { t } = useTranslation('endowments');
  const nameOf = useDeedName();
  const [title, type, assets] = useWatch<DeedForm, ['title', 'type', 'assets']>({ name: ['title', 'type', 'assets'] });
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
        {t('wizard.title')}
      </Typography>
      <Typography variant="h1" dir="auto" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, overflowWrap: 'anywhere' }}>
        {nameOf({ title, type: type || null, mainAsset: mainAssetOf(assets) })}
      </Typography>
    </Stack>
  );
}
