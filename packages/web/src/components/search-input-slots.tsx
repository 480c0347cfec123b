import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

/** A search field's input limits (at most 100 characters, a search key on phone keyboards). */
export const SEARCH_HTML_INPUT = { maxLength: 100, enterKeyHint: 'search' } as const;

/** Hides the browser's own clear button: the field shows one that also resets the list. */
export const HIDE_NATIVE_CLEAR = { '& input::-webkit-search-cancel-button': { display: 'none' } } as const;

/**
 * The adornments of every search field: a magnifier before the text and, once something is
 * typed, a button that clears it.
 */
export function searchAdornments({
  text,
  clearLabel,
  onClear,
  size = 'medium',
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
  size?: 'small' | 'medium';
}) {
  return {
    startAdornment: (
      <InputAdornment position="start">
        <SearchRounded />
      </InputAdornment>
    ),
    endAdornment: text && (
      <InputAdornment position="end">
        <IconButton aria-label={clearLabel} edge="end" size={size} onClick={onClear}>
          <ClearRounded fontSize={size} />
        </IconButton>
      </InputAdornment>
    ),
  };
}
