import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  get,
  useFieldArray,
  useFormState,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { FormTextField } from './form-text-field';
import { RowsTotal } from './rows-total';
import { emptyShareRow } from './shares-schema';

interface RowsFieldProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /** A list of `{ name, share }` rows, checked by `sharesSchema` (or a schema built on it). */
  name: ArrayPath<V>;
  /** What the list is (beneficiaries, heirs…); the rows' name column says who each one is. */
  legend: string;
  nameLabel?: string;
}

/** Rows of a name and a percentage that must add up to 100: add, remove, and the list's own message. */
export function RowsField<V extends FieldValues, T>({ control, name, legend, nameLabel }: RowsFieldProps<V, T>) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as Path<V> });
  const listError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.root?.message ?? listError?.message;
  const path = (index: number, key: 'name' | 'share') => `${name}.${index}.${key}` as Path<V>;

  return (
    <FormControl component="fieldset" error={Boolean(message)} aria-describedby={message ? errorId : undefined}>
      <FormLabel component="legend">{legend}</FormLabel>
      <Stack spacing={1.5} sx={{ paddingBlockStart: 1 }}>
        {fields.map((row, index) => (
          <Box
            key={row.id}
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 8rem auto', alignItems: 'start' }}
          >
            <FormTextField
              control={control}
              name={path(index, 'name')}
              label={nameLabel ?? t('form.rows.name')}
              size="small"
            />
            <FormTextField
              control={control}
              name={path(index, 'share')}
              label={t('form.rows.share')}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            <IconButton
              aria-label={t('form.rows.remove', { number: format.number(index + 1) })}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
        <RowsTotal control={control} name={name as Path<V>} />
        {message && <FormHelperText id={errorId}>{message}</FormHelperText>}
        <Box>
          <Button startIcon={<AddRounded />} onClick={() => append(emptyShareRow() as FieldArray<V, ArrayPath<V>>)}>
            {t('form.rows.add')}
          </Button>
        </Box>
      </Stack>
    </FormControl>
  );
}
