import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../../../components/form/text-input';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HIDE_NATIVE_CLEAR, SEARCH_HTML_INPUT, searchAdornments } from '../../../components/search-input-slots';
import { useDebouncedText } from '../../../hooks/use-debounced-text';

const INPUT_ID = 'names-search';

interface NamesSearchProps {
  /** The search kept in the URL (`?q=`). */
  value: string;
  onSearch: (q: string) => void;
}

/** The search form of the landing page; the URL (and so the request) follows the typing by 300 ms. */
export function NamesSearch({ value, onSearch }: NamesSearchProps) {
  const { t } = useTranslation('names');
  const { text, type, commitNow } = useDebouncedText(value, onSearch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow(text);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ maxWidth: 640, marginInline: 'auto', textAlign: 'start' }}
    >
      {/* A label above the field rather than a floating one: it stays readable on the banner. */}
      <Typography component="label" htmlFor={INPUT_ID} sx={{ display: 'block', fontWeight: 500, marginBlockEnd: 1 }}>
        {t('search.label')}
      </Typography>
      <TextInput
        id={INPUT_ID}
        fullWidth
        type="search"
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => type(event.target.value)}
        sx={{
          '& .MuiInputBase-root': { bgcolor: 'background.paper' },
          ...HIDE_NATIVE_CLEAR,
        }}
        slotProps={{
          htmlInput: SEARCH_HTML_INPUT,
          input: searchAdornments({ text, clearLabel: t('search.clear'), onClear: () => commitNow('') }),
        }}
      />
    </Box>
  );
}
