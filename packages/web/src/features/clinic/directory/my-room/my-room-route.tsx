import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/data-table/list-header';
import { TableError } from '../../../../components/data-table/table-states';
import { PageLoader } from '../../../../components/page-loader';
import { StatusMessage } from '../../../../components/status-message';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { useMyRoom } from './my-room-api';
import { MyRoomForm } from './my-room-form';

/** `/dashboard/my-room` (spec §2 "my room"): a doctor's own room, or word that none is assigned yet. */
export default function MyRoomRoute() {
  const { t } = useTranslation(['directory', 'dashboard']);
  const title = t('dashboard:menu.myRoom');
  usePageTitle(title);
  const room = useMyRoom();
  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <ListHeader title={title} intro={t('myRoom.intro')} />
      {room.isPending && <PageLoader />}
      {room.isError && <TableError error={room.error} onRetry={() => void room.refetch()} />}
      {room.data === null && (
        <StatusMessage
          role="status"
          icon={<MeetingRoomOutlined fontSize="inherit" />}
          title={t('myRoom.noneTitle')}
          body={t('myRoom.noneBody')}
        />
      )}
      {room.data && <MyRoomForm key={room.data.updatedAt} room={room.data} />}
    </Stack>
  );
}
