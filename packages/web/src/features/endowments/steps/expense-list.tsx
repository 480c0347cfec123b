import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEED_LIMITS, EXPENSE_KINDS, EXPENSE_LABEL_LIMITS, type ExpenseKind } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { emptyExpense, fieldName, type DeedForm } from '../wizard/deed-form';
import { DeedText, FieldGrid } from './deed-fields';
import { DeductionsTotal } from './deductions-total';
import { KindToggle } from './kind-toggle';
import { ListMessage } from './list-message';
import { RowCard } from './row-card';
import { useRows } from './use-rows';

/** One expense line's card: its label, its kind (a percentage of the yield or a yearly amount) and its value. */
const ExpenseCard = memo(function ExpenseCard({
  index,
  rowKey,
  onRemove,
}: {
  index: number;
  rowKey: string;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const { control } = useFormContext<DeedForm>();
  const path = `expenses.${index}`;
  const kind = useWatch({ control, name: fieldName(`${path}.kind`) }) as ExpenseKind | '' | undefined;
  const number = format.number(index + 1);
  return (
    <RowCard
      id={`expense-${rowKey}`}
      title={t('expenses.row', { number })}
      removeLabel={t('person.remove', { what: t('expenses.item'), number })}
      onRemove={() => onRemove(index)}
    >
      <FieldGrid wide={2}>
        <DeedText path={`${path}.label`} label={t('expenses.label')} maxLength={EXPENSE_LABEL_LIMITS.max} wide />
        <KindToggle
          path={`${path}.kind`}
          label={t('expenses.kind')}
          options={EXPENSE_KINDS.map((value) => ({ value, label: t(`expenses.kinds.${value}`) }))}
        />
        <DeedText
          path={`${path}.value`}
          label={kind === 'AMOUNT' ? t('expenses.amount') : t('expenses.percent')}
          ltr
          inputMode="decimal"
        />
      </FieldGrid>
    </RowCard>
  );
});

/** The expense lines paid from the yield before the shares (paragraphs 13 and 18): add, remove, at most 20. */
export function ExpenseList() {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const { rows, append, remove } = useRows('expenses');
  const full = rows.length >= DEED_LIMITS.expenses;
  return (
    <Stack spacing={2}>
      {rows.map((row, index) => (
        <ExpenseCard key={row.key} index={index} rowKey={row.key} onRemove={remove} />
      ))}
      <DeductionsTotal />
      <ListMessage path="expenses" />
      <Box>
        <Button variant="outlined" startIcon={<AddRounded />} disabled={full} onClick={() => append(emptyExpense())}>
          {t('expenses.add')}
        </Button>
        {full && (
          <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 1 }}>
            {t('expenses.full', { max: format.number(DEED_LIMITS.expenses) })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
