import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../form/text-input';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '../../hooks/use-debounced-text';
import { HIDE_NATIVE_CLEAR, SEARCH_HTML_INPUT, searchAdornments } from '../search-input-slots';

interface SearchFieldProps {
  /** The committed search (the URL's `?q=`). */
  value: string;
  onSearch: (q: string) => void;
  label: string;
}

/** A list's search box: the list follows the typing 300 ms after the last key, or at once on Enter. */
export function SearchField({ value, onSearch, label }: SearchFieldProps) {
  const { t } = useTranslation();
  const { text, type, commitNow } = useDebouncedText(value, onSearch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow(text);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'contents' }}>
      <TextInput
        type="search"
        size="small"
        label={label}
        value={text}
        onChange={(event) => type(event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 260 }, ...HIDE_NATIVE_CLEAR }}
        slotProps={{
          htmlInput: SEARCH_HTML_INPUT,
          input: searchAdornments({
            text,
            clearLabel: t('table.clearSearch'),
            onClear: () => commitNow(''),
            size: 'small',
          }),
        }}
      />
    </Box>
  );
}
