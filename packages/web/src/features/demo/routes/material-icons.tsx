import { useDeferredValue, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '../components/demo-page';
import { IconGrid, IconTile } from '../components/icon-grid';
import { MATERIAL_ICONS } from '../components/material-icon-set';

/** `/dashboard/icons/material-icons`: the Material icons in use, filled and outlined, filtered by name. */
export default function MaterialIconsRoute() {
  const { t } = useTranslation('dashboard');
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const shown = MATERIAL_ICONS.filter((icon) => icon.name.toLowerCase().includes(query));
  return (
    <DemoPage title={t('demo.material.title')} intro={t('demo.material.intro')}>
      <TextField
        label={t('demo.material.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        sx={{ marginBlockEnd: 3, width: { xs: '100%', sm: 320 } }}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {shown.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('demo.material.none')}
        </Typography>
      ) : (
        <IconGrid minTile={140}>
          {shown.map(({ name, filled: Filled, outlined: Outlined }) => (
            <IconTile key={name}>
              <Stack direction="row" spacing={1.5} sx={{ color: 'primary.main' }}>
                <Tooltip title={t('demo.material.filled')}>
                  <Filled aria-label={t('demo.material.filled')} role="img" />
                </Tooltip>
                <Tooltip title={t('demo.material.outlined')}>
                  <Outlined aria-label={t('demo.material.outlined')} role="img" />
                </Tooltip>
              </Stack>
              <Typography variant="body2" component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                {name}
              </Typography>
            </IconTile>
          ))}
        </IconGrid>
      )}
    </DemoPage>
  );
}
