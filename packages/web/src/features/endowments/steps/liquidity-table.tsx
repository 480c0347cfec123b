import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, parsePercent } from '@bayan/shared';
import { Ltr } from '../../../components/form/ltr-value';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import type { AssetForm, DeedForm } from '../wizard/deed-form';
import { assetSummary } from './asset-facts';

/** The liquidities at a glance: index, type, IBAN or register number, bank or company, endowed ratio. */
export function LiquidityTable() {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const { language } = useLanguage();
  const { control } = useFormContext<DeedForm>();
  const assets = (useWatch({ control, name: 'assets' }) ?? []) as AssetForm[];
  if (assets.length === 0) return null;
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
          {assets.map((asset, index) => {
            const { reference, holder } = assetSummary(asset, language);
            const ratio = parsePercent(String(asset.ratio ?? ''));
            return (
              <TableRow key={asset.key}>
                <TableCell>{format.number(index + 1)}</TableCell>
                <TableCell>{t(`assets.types.${asset.type}`)}</TableCell>
                <TableCell>{reference && <Ltr>{format.ltr(reference)}</Ltr>}</TableCell>
                <TableCell>{holder}</TableCell>
                <TableCell align="right">
                  {ratio.ok ? `${formatBasisPoints(ratio.value, language)}${language === 'ar' ? '٪' : ' %'}` : ''}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
