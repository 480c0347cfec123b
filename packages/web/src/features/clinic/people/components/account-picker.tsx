import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USERS_ROUTES, type UserPickerItem } from '@bayan/shared';
import { useDebouncedText } from '../../../../hooks/use-debounced-text';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { PEOPLE, type People } from './people-kinds';

interface AccountPickerProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  name: Path<V>;
  /** The accounts offered: DOCTOR ones for a doctor's profile, PATIENT ones for a file. */
  role: 'DOCTOR' | 'PATIENT';
  label: string;
  helperText: string;
}

/** An account of one role, searched by what is typed (GET /api/users/list, at most 50). */
export function AccountPicker<V extends FieldValues, T>({
  control,
  name,
  role,
  label,
  helperText,
}: AccountPickerProps<V, T>) {
  const { t } = useTranslation('clinicPeople');
  const { field, fieldState } = useController({ control, name });
  const [search, setSearch] = useState('');
  const { text, type } = useDebouncedText(search, setSearch);
  const [chosen, setChosen] = useState<UserPickerItem | null>(null);
  const { data: options = [], isFetching } = useQuery({
    queryKey: ['users', 'picker', role, search],
    queryFn: ({ signal }) =>
      apiRequest<UserPickerItem[]>(routePath(USERS_ROUTES['users.picker']), {
        query: { q: search || undefined, role },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      options={options}
      value={chosen?.pubkey === field.value ? chosen : null}
      inputValue={text}
      // The chosen account's name replaces what was typed (reason 'reset'), and is searched for.
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

interface AccountOrNameProps<V extends FieldValues, T> extends Pick<AccountPickerProps<V, T>, 'control' | 'name'> {
  /** A doctor's profile (DOCTOR accounts) or a patient's file (PATIENT ones): the texts under `<people>.fields`. */
  people: People;
  /** The one edited; none for a new profile. */
  person: { name: string } | undefined;
}

/** A profile form's first line: the person's name when editing one, else the account a new one is for. */
export function AccountOrName<V extends FieldValues, T>({ people, person, control, name }: AccountOrNameProps<V, T>) {
  const { t } = useTranslation('clinicPeople');
  return person ? (
    <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
      {person.name}
    </Typography>
  ) : (
    <AccountPicker
      control={control}
      name={name}
      role={PEOPLE[people].role}
      label={t(`${people}.fields.account`)}
      helperText={t(`${people}.fields.accountHelp`)}
    />
  );
}
