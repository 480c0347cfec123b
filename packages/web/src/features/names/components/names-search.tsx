import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

interface NamesSearchProps {
  /** The search kept in the URL (`?q=`). */
  value: string;
  onSearch: (q: string) => void;
}

/** The field updates at once; the URL (and so the request) follows 300 ms after typing stops. */
export function NamesSearch({ value, onSearch }: NamesSearchProps) {
  const { t } = useTranslation('names');
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward navigation changes the URL under us: show what it says.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), delay);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text, 0);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ maxWidth: 640, marginInline: 'auto' }}>
      <TextField
        fullWidth
        type="search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value, DEBOUNCE_MS);
        }}
        sx={{ bgcolor: 'background.paper', '& input::-webkit-search-cancel-button': { display: 'none' } }}
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
                <IconButton
                  aria-label={t('search.clear')}
                  edge="end"
                  onClick={() => {
                    setText('');
                    search('', 0);
                  }}
                >
                  <ClearRounded />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
