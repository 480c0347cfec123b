import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, parsePercent } from '@bayan/shared';
import { Ltr } from '../../../components/form/ltr-value';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import type { AssetForm, DeedForm } from '../wizard/deed-form';
import { assetSummary } from './asset-facts';

/** One asset as both layouts show it. IBANs and register numbers in Western digits, as the document prints them. */
interface LiquidityRow {
  key: string;
  index: string;
  type: string;
  reference: string;
  holder: string;
  ratio: string;
}

function useLiquidityRows(): LiquidityRow[] {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const { language } = useLanguage();
  const { control } = useFormContext<DeedForm>();
  const assets = (useWatch({ control, name: 'assets' }) ?? []) as AssetForm[];
  return assets.map((asset, index) => {
    const { reference, holder } = assetSummary(asset, language);
    const ratio = parsePercent(String(asset.ratio ?? ''));
    return {
      key: asset.key,
      index: format.number(index + 1),
      type: t(`assets.types.${asset.type}`),
      reference,
      holder,
      ratio: ratio.ok ? `${formatBasisPoints(ratio.value, language)}${language === 'ar' ? '٪' : ' %'}` : '',
    };
  });
}

/** On a phone, one card per asset: the endowed share beside its type, never behind a sideways scroll. */
function LiquidityCards({ rows, label }: { rows: LiquidityRow[]; label: string }) {
  const { t } = useTranslation('endowments');
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <Paper key={row.key} component="li" variant="outlined" sx={{ padding: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {row.index}. {row.type}
            </Typography>
            {row.ratio && (
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t('assets.table.ratio')}: {row.ratio}
              </Typography>
            )}
          </Stack>
          {row.holder && <Typography variant="body2">{row.holder}</Typography>}
          {row.reference && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              <Ltr>{row.reference}</Ltr>
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** The liquidities at a glance: index, type, IBAN or register number, bank or company, endowed ratio. */
export function LiquidityTable() {
  const { t } = useTranslation('endowments');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = useLiquidityRows();
  if (rows.length === 0) return null;
  if (phone) return <LiquidityCards rows={rows} label={t('assets.table.label')} />;
  return (
    <Box
      role="region"
      aria-label={t('assets.table.label')}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={t('assets.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('assets.table.index')}</TableCell>
            <TableCell>{t('assets.table.type')}</TableCell>
            <TableCell>{t('assets.table.reference')}</TableCell>
            <TableCell>{t('assets.table.holder')}</TableCell>
            <TableCell align="right">{t('assets.table.ratio')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.index}</TableCell>
              <TableCell>{row.type}</TableCell>
              <TableCell>{row.reference && <Ltr>{row.reference}</Ltr>}</TableCell>
              <TableCell>{row.holder}</TableCell>
              <TableCell align="right">{row.ratio}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
