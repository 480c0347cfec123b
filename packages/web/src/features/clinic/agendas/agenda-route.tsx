import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import { ListHeader } from '../../../components/data-table/list-header';
import { TableError } from '../../../components/data-table/table-states';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useCalendarFormat } from '../../../hooks/use-calendar-format';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAgendaDates } from './agenda-dates';
import { AgendaDeleteDialog } from './agenda-delete-dialog';
import { AgendaEditForm } from './agenda-edit-form';
import { useAgenda } from './agendas-api';
import { ConsultationTypes } from './consultation-types';

/**
 * `/dashboard/agendas/:pubkey`: one agenda, its dates and weekly hours to change, its consultation
 * types to add, change or retire, and the agenda to delete (refused once booked).
 */
export default function AgendaRoute() {
  const { t } = useTranslation(['agendas', 'dashboard']);
  const pubkey = useParams().pubkey ?? '';
  const query = useAgenda(pubkey);
  const agenda = query.data;
  usePageTitle(agenda ? t('page.title', { doctor: agenda.doctor.name }) : t('dashboard:menu.agendas'));

  return (
    <Stack spacing={3} sx={{ paddingBlock: { xs: 2, md: 3 } }}>
      <Link href="/dashboard/agendas" sx={{ alignSelf: 'flex-start' }}>
        {t('page.back')}
      </Link>
      {query.isError && <TableError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton variant="rounded" height={320} />}
      {agenda && <AgendaPage agenda={agenda} />}
    </Stack>
  );
}

function AgendaPage({ agenda }: { agenda: Agenda }) {
  const { t } = useTranslation('agendas');
  const navigate = useNavigate();
  const dates = useAgendaDates();
  const format = useCalendarFormat();
  const remove = useDialog<Agenda>();
  return (
    <>
      <ListHeader
        title={t('page.title', { doctor: agenda.doctor.name })}
        intro={`${dates(agenda)}. ${t('page.timeZone', { zone: format.zoneName(agenda.timeZone) })}`}
        action={
          <Button
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => remove.show(agenda)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'flex-end' } }}
          >
            {t('delete.title')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h5" sx={{ marginBlockEnd: 2 }}>
          {t('page.settings')}
        </Typography>
        <AgendaEditForm key={agenda.updatedAt} agenda={agenda} />
      </Paper>
      <ConsultationTypes agenda={agenda} />
      <AgendaDeleteDialog key={remove.key} dialog={remove} onDeleted={() => void navigate('/dashboard/agendas')} />
    </>
  );
}
