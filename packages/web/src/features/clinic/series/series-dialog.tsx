import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AppointmentSeries, SeriesPreview } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { randomKey } from '../booking/attempt-key';
import { useBookSeries, usePreviewSeries, type RuleInput } from './series-api';
import { SeriesPreviewTable } from './series-preview-table';
import { EMPTY_RULE, SeriesRuleFields, type RuleForm } from './series-rule-fields';

/** What the booking screen already chose: the first occurrence. */
export interface SeriesBase {
  doctorPubkey: string;
  patientPubkey: string;
  consultationType: string;
  start: string;
  timeZone: string;
  notes?: string | undefined;
}

/** The rule's body: the numbers as typed (the server reads and judges them), `count` or `until`. */
function ruleOf(base: SeriesBase, form: RuleForm): RuleInput {
  const { timeZone: _zone, notes: _notes, ...first } = base;
  const end = form.end === 'count' ? { count: form.count as unknown as number } : { until: form.until };
  return { ...first, unit: form.unit, every: form.every as unknown as number, ...end };
}

/** The server's message for `body.<field>`, if its 400 named that field. */
const fieldOf = (error: unknown) => (field: string) =>
  error instanceof ApiError ? error.details?.find((d) => d.path === `body.${field}`)?.message : undefined;

interface Props {
  open: boolean;
  base: SeriesBase;
  onClose: () => void;
  onBooked: (series: AppointmentSeries) => void;
}

/**
 * "Repeat": a rule from the chosen first visit, the server's check of every occurrence (free, or
 * in conflict and why), then all of them or only the free ones. The server books in one
 * transaction; a 409 (something changed meanwhile) shows the check again.
 */
export function SeriesDialog({ open, base, onClose, onBooked }: Props) {
  const { t } = useTranslation('clinic');
  const format = useFormat();
  // The numbers in the page's digits, as the reader would type them (the server reads either).
  const [form, setForm] = useState<RuleForm>(() => ({
    ...EMPTY_RULE,
    every: format.digits(EMPTY_RULE.every),
    count: format.digits(EMPTY_RULE.count),
  }));
  const [mode, setMode] = useState<'all' | 'free-only'>('all');
  const [checked, setChecked] = useState<SeriesPreview>();
  const preview = usePreviewSeries();
  const book = useBookSeries();
  const key = useRef({ body: '', key: '' });
  const error = book.error ?? preview.error;
  const errorOf = fieldOf(error);
  const fieldError = ['every', 'count', 'until'].some((field) => errorOf(field));
  const busy = preview.isPending || book.isPending;
  const conflicts = checked?.occurrences.filter((o) => o.state === 'conflict').length ?? 0;
  const free = (checked?.occurrences.length ?? 0) - conflicts;

  const change = (next: RuleForm) => {
    setForm(next);
    setChecked(undefined);
    preview.reset();
    book.reset();
  };
  const check = () => {
    book.reset();
    preview.mutate(ruleOf(base, form), { onSuccess: setChecked });
  };
  const submit = () => {
    const body = { ...ruleOf(base, form), mode, ...(base.notes ? { notes: base.notes } : {}) };
    const text = JSON.stringify(body);
    if (key.current.body !== text) key.current = { body: text, key: randomKey() };
    book.mutate(
      { body, key: key.current.key },
      {
        onSuccess: onBooked,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409) check();
        },
      },
    );
  };

  return (
    // A tap beside the dialog does not throw away a rule already checked: Back closes it.
    <Dialog open={open} onClose={busy || checked ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('series.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ paddingBlockStart: 1 }}>
          <SeriesRuleFields value={form} onChange={change} errorOf={errorOf} />
          {error && !fieldError && <Alert severity="error">{error.message}</Alert>}
          {checked && (
            <>
              <SeriesPreviewTable occurrences={checked.occurrences} timeZone={base.timeZone} />
              {conflicts > 0 && (
                <RadioGroup
                  aria-label={t('series.modeLabel')}
                  value={mode}
                  onChange={(_event, next) => setMode(next as typeof mode)}
                >
                  <FormControlLabel value="all" control={<Radio />} label={t('series.modeAll')} />
                  <FormControlLabel
                    value="free-only"
                    control={<Radio />}
                    label={t('series.modeFree', { number: format.number(free) })}
                    disabled={free === 0}
                  />
                </RadioGroup>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.back')}
        </Button>
        <BusyButton variant="outlined" busy={preview.isPending} onClick={check}>
          {t(checked ? 'series.checkAgain' : 'series.check')}
        </BusyButton>
        <BusyButton
          variant="contained"
          busy={book.isPending}
          disabled={!checked || (mode === 'all' && conflicts > 0) || free === 0}
          onClick={submit}
        >
          {t('series.book')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
