import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ASSET_TYPES, type AssetType } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { emptyAsset, type DeedForm } from '../wizard/deed-form';
import { AssetFields } from './asset-row';
import { ListMessage } from './list-message';
import { LiquidityTable } from './liquidity-table';

/** Step 4: the endowed assets, a row per asset with its type's own fields, and the liquidities' table. */
export function AssetsStep() {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const { control } = useFormContext<DeedForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'assets', keyName: 'fieldId' });
  const [type, setType] = useState<AssetType>('real_estate');
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('assets.intro')}</Typography>
      <LiquidityTable />
      {fields.map((field, index) => {
        const title = t('assets.row', { number: format.number(index + 1), type: t(`assets.types.${field.type}`) });
        return (
          <Paper
            key={field.fieldId}
            variant="outlined"
            component="fieldset"
            aria-labelledby={`asset-${field.fieldId}`}
            sx={{ margin: 0, padding: 2 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 1 }}>
              <Typography id={`asset-${field.fieldId}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <IconButton
                aria-label={t('person.remove', { what: t('assets.item'), number: format.number(index + 1) })}
                onClick={() => remove(index)}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Stack>
            <Box>
              <AssetFields path={`assets.${index}`} type={field.type} />
            </Box>
          </Paper>
        );
      })}
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
