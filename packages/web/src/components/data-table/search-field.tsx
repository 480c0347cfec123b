import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '../../hooks/use-debounced-text';

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
      <TextField
        type="search"
        size="small"
        label={label}
        value={text}
        onChange={(event) => type(event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 260 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
        slotProps={{
          htmlInput: { maxLength: 100, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
            endAdornment: text && (
              <InputAdornment position="end">
                <IconButton aria-label={t('table.clearSearch')} edge="end" size="small" onClick={() => commitNow('')}>
                  <ClearRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
