import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** A second line: a clinic, a price and length… */
  detail?: string | undefined;
}

interface ChoiceStepProps {
  title: string;
  choices: readonly Choice[];
  selected: string | undefined;
  onChoose: (value: string) => void;
  /** The query the choices come from: its loading and its failure are shown here. */
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
  /** The catalogue's message when there is nothing to choose ("No doctors available"). */
  empty: string;
}

/** One step of the wizard: a titled group of choices; choosing one moves on. */
export function ChoiceStep({ title, choices, selected, onChoose, query, empty }: ChoiceStepProps) {
  const heading = useId();
  let body;
  if (query.isPending) body = <CircularProgress aria-label={title} sx={{ alignSelf: 'center' }} />;
  else if (query.isError) body = <Alert severity="error">{query.error?.message}</Alert>;
  else if (choices.length === 0)
    body = (
      <Alert severity="info" role="status">
        {empty}
      </Alert>
    );
  else
    body = (
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(16rem, 1fr))' },
          gap: 1.5,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {choices.map(({ value, label, detail }) => (
          <li key={value}>
            <Button
              fullWidth
              variant={value === selected ? 'contained' : 'outlined'}
              aria-pressed={value === selected}
              onClick={() => onChoose(value)}
              sx={{ flexDirection: 'column', alignItems: 'flex-start', textAlign: 'start', paddingBlock: 1.25 }}
            >
              <span>{label}</span>
              {detail && (
                <Typography component="span" variant="body2">
                  {detail}
                </Typography>
              )}
            </Button>
          </li>
        ))}
      </Box>
    );
  return (
    <Box component="section" aria-labelledby={heading} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={heading} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
}
