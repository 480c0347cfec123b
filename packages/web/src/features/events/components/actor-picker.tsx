import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { UserPickerItem } from '@bayan/shared';
import { useDebouncedText } from '../../../hooks/use-debounced-text';
import { useUserPicker } from '../api/get-user-picker';

interface ActorPickerProps {
  /** The chosen account's pubkey, '' for everyone. */
  value: string;
  onChange: (pubkey: string) => void;
}

/** Who acted: a searchable list of accounts (GET /api/users/list), narrowed by the typed text. */
export function ActorPicker({ value, onChange }: ActorPickerProps) {
  const { t } = useTranslation('events');
  const [search, setSearch] = useState('');
  const { text, type } = useDebouncedText(search, setSearch);
  const { data: options = [], isFetching } = useUserPicker(search);
  // The chosen account stays shown even when the current search no longer lists it.
  const [chosen, setChosen] = useState<UserPickerItem | null>(null);
  const selected = value
    ? (options.find((option) => option.pubkey === value) ?? (chosen?.pubkey === value ? chosen : null))
    : null;

  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' || reason === 'clear') type(next);
      }}
      onChange={(_event, next) => {
        setChosen(next);
        onChange(next?.pubkey ?? '');
      }}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.pubkey}
      isOptionEqualToValue={(option, current) => option.pubkey === current.pubkey}
      filterOptions={(all) => all}
      loading={isFetching}
      loadingText={t('filters.loading')}
      noOptionsText={t('filters.noActors')}
      sx={{ minWidth: { xs: '100%', sm: 220 } }}
      renderInput={(params) => <TextField {...params} label={t('filters.actor')} placeholder={t('filters.anyone')} />}
    />
  );
}
