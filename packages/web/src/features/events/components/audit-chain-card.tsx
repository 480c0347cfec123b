import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EVENTS_ROUTES, type AuditChainReport } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { useStoredProfile } from '../../../hooks/use-profile';
import { rolesOf } from '../../../lib/menu-entries';
import { useAuditChain } from '../api/get-audit-chain';

/** Whether the signed-in account may check the chain (the server decides; this only hides the card). */
export function useMayCheckChain(): boolean {
  const role = useStoredProfile()?.role;
  return role !== undefined && rolesOf(EVENTS_ROUTES['events.chain']).includes(role);
}

/** The audit log's integrity (SUPERADMIN): walks the hash chain on request and names the first break. */
export function AuditChainCard() {
  const { t } = useTranslation('events');
  const titleId = useId();
  const [asked, setAsked] = useState(false);
  const query = useAuditChain(asked);
  const checking = query.isFetching;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ padding: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Stack spacing={0.5}>
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: '1.0625rem' }}>
              {t('chain.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('chain.intro')}
            </Typography>
          </Stack>
          <Button
            variant="outlined"
            disabled={checking}
            onClick={() => (asked ? void query.refetch() : setAsked(true))}
          >
            {checking ? t('chain.checking') : t('chain.check')}
          </Button>
        </Stack>
        {!checking && query.isError && <Alert severity="warning">{t('chain.failed')}</Alert>}
        {!checking && query.data && <ChainResult report={query.data} />}
      </Stack>
    </Paper>
  );
}

function ChainResult({ report }: { report: AuditChainReport }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const checked = { count: report.checked, formatted: format.number(report.checked) };
  // Polite for good news (a status), assertive for a break (an alert).
  if (report.ok || !report.firstBreak)
    return (
      <Alert severity="success" role="status">
        {t('chain.ok', checked)}
      </Alert>
    );
  const { kind, seq, id } = report.firstBreak;
  // Ids and places as written, in the page's digits (no grouping: an id is looked up as typed).
  const at = { seq: format.digits(String(seq)), id: id === null ? '' : format.digits(String(id)) };
  const what = kind === 'deleted' && id === null ? t('chain.deletedEnd', at) : t(`chain.${kind}`, at);
  return (
    <Alert severity="error" role="alert">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {what}
      </Typography>
      <Typography variant="body2">{t('chain.intactBefore', checked)}</Typography>
    </Alert>
  );
}
