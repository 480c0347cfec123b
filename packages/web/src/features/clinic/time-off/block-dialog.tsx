import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { markErrorShown, wasErrorShown } from '../../../components/feedback/shown-errors';
import { RefusalAlert, refusalToShow } from '../agendas/refusal-alert';
import { ComingDayFields } from '../coming-days/coming-day-fields';
import { BLOCK_FIELDS, blockFormSchema, blockFormValues } from './block-form';
import { BlockScopeFields } from './block-scope-fields';
import { useCreateBlock } from './blocks-api';

/** The server's details on `from`/`to` moved to the form's day fields. */
const onFormFields = (error: unknown) =>
  error instanceof ApiError
    ? new ApiError(error.status, {
        code: error.code,
        message: error.message,
        details: error.details?.map((detail) => ({ ...detail, path: BLOCK_FIELDS[detail.path] ?? detail.path })),
      })
    : error;

/** Hours picked with the browser's own time input (finding 27: they were typed as text, "14:00"). */
const time = { htmlInput: { type: 'time', dir: 'ltr', step: 300 }, inputLabel: { shrink: true } } as const;
/** Some hours of those days only: from, to. */
const HOURS = ['fromTime', 'toTime'] as const;

/** New time off: a doctor's (a doctor: their own only) or a whole clinic's, whole days or some hours. */
export function BlockDialog({ dialog, ownDoctor }: { dialog: DialogControl<true>; ownDoctor: string | undefined }) {
  const { t } = useTranslation('agendas');
  const form = useZodForm(blockFormSchema, blockFormValues(ownDoctor));
  const { field: scope } = useController({ control: form.control, name: 'scope' });
  const create = useCreateBlock();
  const [refusal, setRefusal] = useState<unknown>();
  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    create.mutate(body, {
      onSuccess: dialog.closeAfterSuccess,
      onError: (error) => {
        const moved = onFormFields(error);
        applyServerErrors(form, moved);
        // The copy's message is on a field: the refusal it came from is shown, not toasted.
        if (wasErrorShown(moved)) markErrorShown(error);
        setRefusal(refusalToShow(error));
      },
    });
  });
  return (
    <FormDialog
      open={dialog.open}
      title={t('timeOff.createTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={create.isPending || dialog.closing}
    >
      {ownDoctor === undefined && (
        <>
          <RadioGroup
            row
            aria-label={t('timeOff.scope')}
            value={scope.value}
            onChange={(event) => scope.onChange(event.target.value)}
          >
            <FormControlLabel value="doctor" control={<Radio />} label={t('timeOff.scopeDoctor')} />
            <FormControlLabel value="clinic" control={<Radio />} label={t('timeOff.scopeClinic')} />
          </RadioGroup>
          <BlockScopeFields control={form.control} scope={scope.value} />
        </>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ComingDayFields
          control={form.control}
          days={[
            { name: 'firstDay', label: t('timeOff.firstDay') },
            { name: 'lastDay', label: t('timeOff.lastDay') },
          ]}
        />
        {HOURS.map((name) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={t(`timeOff.${name}`)}
            helperText={t('timeOff.timeHelp')}
            fullWidth
            slotProps={time}
          />
        ))}
      </Box>
      <FormTextField control={form.control} name="reason" label={t('timeOff.reason')} fullWidth multiline minRows={2} />
      <RefusalAlert
        error={refusal}
        doctor={form.getValues('scope') === 'doctor' ? form.getValues('doctorPubkey') : undefined}
      />
    </FormDialog>
  );
}
