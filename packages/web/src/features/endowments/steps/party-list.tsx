import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useTranslation } from 'react-i18next';
import type { PartyKind } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { emptyPerson, type PersonForm } from '../wizard/deed-form';
import { ListMessage } from './list-message';
import { PersonFields } from './person-fields';
import { RowCard } from './row-card';
import { useRows } from './use-rows';

type PartyListName = 'supervisors' | 'witnesses' | 'beneficiaries';

interface PartyListProps {
  name: PartyListName;
  kinds: readonly PartyKind[];
  withRatio?: boolean;
  withRepresentative?: boolean;
  /** Under the rows (the beneficiaries' live total). */
  footer?: ReactNode;
}

/** The supervisors, the witnesses or the beneficiaries: a card per party, add and remove. */
/** One party's card; memoised, so typing in one card does not redraw the others. */
const PartyCard = memo(function PartyCard({
  name,
  index,
  rowKey,
  kinds,
  withRatio,
  withRepresentative,
  onRemove,
}: {
  name: PartyListName;
  index: number;
  rowKey: string;
  kinds: readonly PartyKind[];
  withRatio?: boolean;
  withRepresentative?: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const number = format.number(index + 1);
  return (
    <RowCard
      id={`${name}-${rowKey}`}
      title={t(`${name}.row`, { number })}
      removeLabel={t('person.remove', { what: t(`${name}.item`), number })}
      onRemove={() => onRemove(index)}
    >
      <PersonFields
        path={`${name}.${index}`}
        kinds={kinds}
        withRatio={withRatio}
        withRepresentative={withRepresentative}
        withAddress
      />
    </RowCard>
  );
});

/** The supervisors, the witnesses or the beneficiaries: a card per party, add and remove. */
export function PartyList({ name, kinds, withRatio, withRepresentative, footer }: PartyListProps) {
  const { t } = useTranslation('endowments');
  const { rows, append, remove } = useRows(name);
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t(`${name}.intro`)}</Typography>
      {(rows as PersonForm[]).map((row, index) => (
        <PartyCard
          key={row.key}
          name={name}
          index={index}
          rowKey={row.key}
          kinds={kinds}
          withRatio={withRatio}
          withRepresentative={withRepresentative}
          onRemove={remove}
        />
      ))}
      {footer}
      <ListMessage path={name} />
      <Box>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => append(emptyPerson(kinds[0]))}>
          {t(`${name}.add`)}
        </Button>
      </Box>
    </Stack>
  );
}
