import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../components/data-table/list-header';
import { PageLoader } from '../../../components/page-loader';
import { RouterLink } from '../../../components/router-link';
import { StatusMessage } from '../../../components/status-message';
import { useFormat } from '../../../hooks/use-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { deedPdfName, type WalletItem } from '@bayan/shared';
import { deedDocumentPaths, fetchWallet } from '../api/signing-api';
import { DeedStatusChip } from '../deed/deed-status-chip';
import { DocumentPreview } from '../deed/document-preview';
import { invitationPath } from '../signing/signing-paths';
import { deedPath } from '../wizard/wizard-paths';
import { useDeedName } from '../deed/deed-name';
import { DeedNumber } from '../deed/deed-number';

/** One deed of the wallet: the user's role in it, its state, and its document opened in place. */
function WalletCard({ item }: { item: WalletItem }) {
  const { t } = useTranslation('endowmentsSigning');
  const format = useFormat();
  const nameOf = useDeedName();
  const [open, setOpen] = useState(false);
  const { deed } = item;
  const paths = deedDocumentPaths(deed.pubkey);
  return (
    <Paper component="li" variant="outlined" sx={{ padding: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack spacing={0.75} sx={{ minWidth: 0 }}>
            {/* Two lines at most, cut between words with an ellipsis (a long title wraps, then clamps). */}
            <Typography
              variant="subtitle1"
              component="h2"
              dir="auto"
              sx={{
                fontWeight: 600,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'normal',
              }}
            >
              {nameOf(deed)}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={t(`roles.${item.role}`)} />
              <DeedStatusChip status={deed.status} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('wallet.version', { version: format.number(deed.version) })}
              </Typography>
              {deed.docNumber && <DeedNumber value={deed.docNumber} />}
            </Stack>
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {item.role === 'ENDOWER' && (
              <Button variant="outlined" component={RouterLink} href={deedPath(deed.pubkey, deed.status)}>
                {t('wallet.openDeed')}
              </Button>
            )}
            {item.invitation && (
              <Button variant="outlined" component={RouterLink} href={invitationPath(item.invitation.pubkey)}>
                {t('wallet.openInvitation')}
              </Button>
            )}
            {item.canReadDocument && (
              <Button variant="contained" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
                {open ? t('wallet.hideDocument') : t('wallet.showDocument')}
              </Button>
            )}
          </Stack>
        </Stack>
        {open && (
          <DocumentPreview
            title={t('document.title')}
            htmlPath={paths.html}
            pdf={{ path: paths.pdf, fileName: deedPdfName(deed) }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** `/dashboard/endowments/wallet`: spec §2's wallet and document, every deed the user has a part in. */
export default function WalletRoute() {
  const { t } = useTranslation('endowmentsSigning');
  usePageTitle(t('wallet.title'));
  const query = useQuery({
    queryKey: ['endowments', 'wallet'],
    queryFn: ({ signal }) => fetchWallet(signal),
    meta: { errorShown: true },
    staleTime: 0,
  });
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={t('wallet.title')} intro={t('wallet.intro')} />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="error">{query.error instanceof ApiError ? query.error.message : t('wallet.loadError')}</Alert>
      ) : query.data.length === 0 ? (
        <StatusMessage
          role="status"
          icon={<AccountBalanceWalletOutlined fontSize="inherit" />}
          title={t('wallet.empty')}
          body={t('wallet.emptyHint')}
        />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ margin: 0, padding: 0 }} aria-label={t('wallet.title')}>
          {query.data.map((item) => (
            <WalletCard key={`${item.deed.pubkey} ${item.role}`} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
