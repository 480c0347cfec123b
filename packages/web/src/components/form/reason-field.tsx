import { useState, type FormEvent } from 'react';
import { TextInput } from './text-input';

/**
 * A reason a dialog asks for before it acts (reject, amend, release): what is typed, and whether a
 * send was tried with fewer than `min` characters (spaces at the ends aside).
 */
export function useReason(min = 1) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = text.trim();
  const long = trimmed.length >= min;
  return {
    text,
    setText,
    /** A send was tried with too short a reason: the field says so. */
    refused: tried && !long,
    /** The dialog's submit: `send` gets the trimmed reason once it is long enough. */
    submit: (send: (reason: string) => void) => (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      if (long) send(trimmed);
    },
  };
}

interface ReasonFieldProps {
  reason: ReturnType<typeof useReason>;
  label: string;
  /** Shown once a send was refused. */
  requiredMessage: string;
  /** Shown until then. */
  help?: string;
  maxLength: number;
  autoFocus?: boolean;
}

/** The reason's box: required, a few lines high, its message in place of the help once refused. */
export function ReasonField({ reason, label, requiredMessage, help, maxLength, autoFocus }: ReasonFieldProps) {
  return (
    <TextInput
      label={label}
      required
      fullWidth
      multiline
      minRows={3}
      autoFocus={autoFocus}
      value={reason.text}
      onChange={(event) => reason.setText(event.target.value)}
      error={reason.refused}
      helperText={reason.refused ? requiredMessage : help}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
