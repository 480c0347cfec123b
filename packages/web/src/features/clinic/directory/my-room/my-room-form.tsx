import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { optionalText, requiredText, type Room } from '@bayan/shared';
import { z } from 'zod';
import { BusyButton } from '../../../../components/dialogs/busy-button';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useLanguage } from '../../../../i18n/use-language';
import { changedBody } from '../scaffold/changed-body';
import { nameIn } from '../resources/names';
import { RoomDetailFields } from '../resources/room-detail-fields';
import { useUpdateMyRoom } from './my-room-api';

const schema = z.object({ name: requiredText(100), description: optionalText(1000).default('') });

/** Where the room is (its clinic and section, set by the staff), and what the doctor may keep up to date. */
export function MyRoomForm({ room }: { room: Room }) {
  const { t } = useTranslation(['directory', 'common']);
  const { language } = useLanguage();
  const initial = { name: room.name, description: room.description };
  const form = useZodForm(schema, initial);
  const update = useUpdateMyRoom();
  const submit = form.handleSubmit((body) => {
    const changed = changedBody(body, initial);
    if (Object.keys(changed).length === 0) return;
    update.mutate(changed, { onError: (error) => applyServerErrors(form, error, { CLINIC_ROOM_NAME_TAKEN: 'name' }) });
  });
  const place = [
    [t('fields.clinic'), nameIn(room.etablissement, language)],
    [t('fields.section'), room.section ? nameIn(room.section, language) : t('noSection')],
  ];
  return (
    <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 4 }, margin: 0 }}>
          {place.map(([term, value]) => (
            <div key={term}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ margin: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
        <RoomDetailFields control={form.control} />
        <BusyButton type="submit" variant="contained" busy={update.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('common:actions.save')}
        </BusyButton>
      </Stack>
    </Paper>
  );
}
