import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useTranslation } from 'react-i18next';
import { ASSET_TYPES, type AssetType } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { emptyAsset } from '../wizard/deed-form';
import { AssetFields } from './asset-row';
import { ListMessage } from './list-message';
import { LiquidityTable } from './liquidity-table';
import { RowCard } from './row-card';
import { useRows } from './use-rows';

/** One asset's card; memoised, so typing in one card does not redraw the others. */
const AssetCard = memo(function AssetCard({
  index,
  rowKey,
  type,
  onRemove,
}: {
  index: number;
  rowKey: string;
  type: AssetType;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const number = format.number(index + 1);
  return (
    <RowCard
      id={`asset-${rowKey}`}
      title={t('assets.row', { number, type: t(`assets.types.${type}`) })}
      removeLabel={t('person.remove', { what: t('assets.item'), number })}
      onRemove={() => onRemove(index)}
    >
      <AssetFields path={`assets.${index}`} type={type} />
    </RowCard>
  );
});

/** Step 4: the endowed assets, a row per asset with its type's own fields, and the liquidities' table. */
export function AssetsStep() {
  const { t } = useTranslation('endowments');
  const { rows, append, remove } = useRows('assets');
  const [type, setType] = useState<AssetType>('real_estate');
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('assets.intro')}</Typography>
      <LiquidityTable />
      {rows.map((row, index) => (
        <AssetCard key={row.key} index={index} rowKey={row.key} type={row.type} onRemove={remove} />
      ))}
      <ListMessage path="assets" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('assets.addType')}
          value={type}
          onChange={(event) => setType(event.target.value as AssetType)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {ASSET_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`assets.types.${value}`)}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => append(emptyAsset(type))}>
          {t('assets.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
