import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';

type Details = { name: string; description: string };

/** A room's number or name and its details (floor, wing, extension): the rooms' form and "my room". */
export function RoomDetailFields<V extends Details>({ control }: { control: Control<V, unknown, unknown> }) {
  const { t } = useTranslation('directory');
  const details = control as unknown as Control<Details, unknown, unknown>;
  return (
    <>
      <FormTextField
        control={details}
        name="name"
        label={t('fields.room')}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField
        control={details}
        name="description"
        label={t('fields.description')}
        helperText={t('fields.roomHelp')}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </>
  );
}
