import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiRoute } from '@bayan/shared';
import { routePath } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { BusyButton } from '../dialogs/busy-button';

interface ExportButtonProps {
  /** The export route, e.g. GET /api/names/export. */
  route: Pick<ApiRoute, 'path'>;
  /** The list's current search and filters: the file holds every row they match, not one page. */
  query: Record<string, string | number | boolean | undefined>;
  /** The file's name when the server does not give one. */
  fileName: string;
}

/** Downloads the list as CSV with the session's token (a bare link would go without it). */
export function ExportButton({ route, query, fileName }: ExportButtonProps) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadFile(routePath(route), fileName, query),
    // The browser's own download bar says it worked; a failure still shows the error snackbar.
    meta: { silentSuccess: true },
  });
  return (
    <BusyButton
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      busy={download.isPending}
      onClick={() => download.mutate()}
    >
      {t('actions.export')}
    </BusyButton>
  );
}
