import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import type { SaveState } from './draft-saver';

/** The autosave's quiet line: saved (and when), saving, or not saved and retrying. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  if (state.kind === 'idle') return null;
  const [icon, text, color] =
    state.kind === 'saved'
      ? [
          <CloudDoneOutlined key="i" fontSize="small" />,
          t('save.saved', { time: format.time(state.at) }),
          'text.secondary',
        ]
      : state.kind === 'saving'
        ? [<CloudUploadOutlined key="i" fontSize="small" />, t('save.saving'), 'text.secondary']
        : state.kind === 'retrying'
          ? [<CloudOffOutlined key="i" fontSize="small" />, t('save.retrying'), 'warning.main']
          : [<CloudOffOutlined key="i" fontSize="small" />, state.message, 'error.main'];
  return (
    <Stack direction="row" spacing={0.75} role="status" sx={{ alignItems: 'center', color }}>
      {icon}
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    </Stack>
  );
}
