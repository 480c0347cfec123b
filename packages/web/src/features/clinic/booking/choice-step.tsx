import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChoiceGrid } from './choice-grid';
import { StepSection } from './step-section';

export interface Choice {
  value: string;
  label: string;
  /** A second line: a clinic, a price and length… */
  detail?: string | undefined;
  /** Shown before the text: a doctor's photo. */
  icon?: ReactNode;
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
      <ChoiceGrid min="16rem" phoneColumn>
        {choices.map(({ value, label, detail, icon }) => (
          <li key={value}>
            <Button
              fullWidth
              variant={value === selected ? 'contained' : 'outlined'}
              aria-pressed={value === selected}
              onClick={() => onChoose(value)}
              sx={{ justifyContent: 'flex-start', gap: 1.5, textAlign: 'start', paddingBlock: 1.25 }}
            >
              {icon}
              <Stack component="span" sx={{ alignItems: 'flex-start' }}>
                <span>{label}</span>
                {detail && (
                  <Typography component="span" variant="body2">
                    {detail}
                  </Typography>
                )}
              </Stack>
            </Button>
          </li>
        ))}
      </ChoiceGrid>
    );
  return <StepSection title={title}>{body}</StepSection>;
}
