import { useState } from 'react';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../hooks/use-format';
import { diffFields } from '../utils/event-diff';
import { ChangesList } from './changes-list';

/**
 * The event's before/after as a field-by-field comparison. Changed fields are highlighted and
 * labelled; for an edit, the unchanged ones are hidden until asked for.
 */
export function EventChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const changes = diffFields(before, after);
  const changedCount = changes.filter((change) => change.changed).length;
  const isEdit = before != null && after != null && changedCount < changes.length;
  const [onlyChanged, setOnlyChanged] = useState(true);
  const shown = isEdit && onlyChanged ? changes.filter((change) => change.changed) : changes;

  return (
    <Stack component="section" aria-labelledby="event-changes" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography id="event-changes" variant="h3" component="h3" sx={{ fontSize: '1.125rem' }}>
            {t('detail.changes')}
          </Typography>
          {changedCount > 0 && (
            <Chip
              size="small"
              color="warning"
              label={t('detail.changedCount', { count: changedCount, formatted: format.number(changedCount) })}
            />
          )}
        </Stack>
        {isEdit && (
          <FormControlLabel
            control={<Switch checked={onlyChanged} onChange={(_event, checked) => setOnlyChanged(checked)} />}
            label={t('detail.onlyChanged')}
          />
        )}
      </Stack>
      {changes.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('detail.noChanges')}</Typography>
      ) : (
        <ChangesList changes={shown} />
      )}
    </Stack>
  );
}
