import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useCopy } from '../hooks/use-copy';

interface CopyFieldProps {
  label: string;
  /** What the button copies. */
  value: string;
  /** What the field shows, when not the value itself (a key in groups of four). */
  shown?: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  /** Said (politely, to a screen reader too) for a moment after a copy. */
  copiedText: string;
  /** All of it, wrapped, rather than scrolled out of sight. */
  wrap?: boolean;
  testId?: string;
}

/**
 * A read-only value to copy (an address, a key): left to right in both languages, in monospace,
 * selected whole on focus, with a button that copies it and a status line that says it did.
 */
export function CopyField({
  label,
  value,
  shown = value,
  copyLabel,
  copiedText,
  wrap = false,
  testId,
}: CopyFieldProps) {
  const { copied, copy } = useCopy();
  return (
    <TextField
      label={label}
      value={shown}
      size="small"
      fullWidth
      multiline={wrap}
      onFocus={(event) => event.target.select()}
      helperText={copied ? copiedText : ' '}
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false, 'data-testid': testId },
        input: {
          sx: wrap
            ? { fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.05em' }
            : { fontFamily: 'monospace', fontSize: '0.85rem' },
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={copyLabel} onClick={() => copy(value)}>
                {copied ? <CheckRounded fontSize="small" color="success" /> : <ContentCopyRounded fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
        formHelperText: { role: 'status', 'aria-live': 'polite' },
      }}
    />
  );
}
