import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '../../../../hooks/use-debounced-text';

/** One person a picker offers: the public id the form keeps and the name shown. */
export interface PickedPerson {
  pubkey: string;
  name: string;
}

export interface SearchPickerProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  name: Path<V>;
  label: string;
  helperText: string;
  /** The cache key of a search; the text typed is appended. */
  queryKey: readonly unknown[];
  /** The people matching what is typed ('' for the first ones), as the server finds them. */
  search: (q: string, signal: AbortSignal) => Promise<PickedPerson[]>;
}

/** A required person of the form, searched on the server as it is typed (debounced) and chosen from the answer. */
export function SearchPicker<V extends FieldValues, T>({
  control,
  name,
  label,
  helperText,
  queryKey,
  search: find,
}: SearchPickerProps<V, T>) {
  const { t } = useTranslation('clinicPeople');
  const { field, fieldState } = useController({ control, name });
  const [search, setSearch] = useState('');
  const { text, type } = useDebouncedText(search, setSearch);
  const [chosen, setChosen] = useState<PickedPerson | null>(null);
  const { data: options = [], isFetching } = useQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }) => find(search, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      options={options}
      value={chosen?.pubkey === field.value ? chosen : null}
      inputValue={text}
      // The chosen person's name replaces what was typed (reason 'reset'), and is searched for.
      onInputChange={(_event, next) => type(next)}
      onChange={(_event, next) => {
        setChosen(next);
        field.onChange(next?.pubkey ?? '');
      }}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.pubkey}
      isOptionEqualToValue={(option, current) => option.pubkey === current.pubkey}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={t('account.loading')}
      noOptionsText={t('account.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          required
          label={label}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
