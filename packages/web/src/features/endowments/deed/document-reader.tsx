import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { DocumentFrame } from './document-frame';

interface DocumentReaderProps {
  open: boolean;
  onClose: () => void;
  htmlPath: string;
  title: string;
}

/**
 * The whole deed on the whole screen (walk finding 19): signers read it as a page, not through a
 * small frame inside the page, and close it to sign.
 */
export function DocumentReader({ open, onClose, htmlPath, title }: DocumentReaderProps) {
  const { t } = useTranslation('endowmentsSigning');
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="document-reader-title">
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Typography id="document-reader-title" component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={t('document.closeReader')}>
            <CloseRounded />
          </IconButton>
        </Toolbar>
      </AppBar>
      <DocumentFrame htmlPath={htmlPath} title={title} sx={{ flex: 1, height: '100%' }} />
    </Dialog>
  );
}
