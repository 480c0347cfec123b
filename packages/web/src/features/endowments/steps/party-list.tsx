import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PartyKind } from '@bayan/shared';
import { useFormat } from '../../../hooks/use-format';
import { emptyPerson, type DeedForm, type PersonForm } from '../wizard/deed-form';
import { ListMessage } from './list-message';
import { PersonFields } from './person-fields';

type PartyListName = 'supervisors' | 'witnesses' | 'beneficiaries';

interface PartyListProps {
  name: PartyListName;
  kinds: readonly PartyKind[];
  withRatio?: boolean;
  /** Under the rows (the beneficiaries' live total). */
  footer?: ReactNode;
}

/** The supervisors, the witnesses or the beneficiaries: a card per party, add and remove. */
export function PartyList({ name, kinds, withRatio, footer }: PartyListProps) {
  const { t } = useTranslation('endowments');
  const format = useFormat();
  const { control } = useFormContext<DeedForm>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'fieldId' });
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t(`${name}.intro`)}</Typography>
      {fields.map((field, index) => {
        const title = t(`${name}.row`, { number: format.number(index + 1) });
        return (
          <Paper
            key={field.fieldId}
            variant="outlined"
            component="fieldset"
            aria-labelledby={`${name}-${field.fieldId}`}
            sx={{ margin: 0, padding: 2 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography id={`${name}-${field.fieldId}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
                {(field as PersonForm).hasAccount && (
                  <Chip size="small" color="success" label={t('person.hasAccount')} />
                )}
              </Stack>
              <IconButton
                aria-label={t('person.remove', { what: t(`${name}.item`), number: format.number(index + 1) })}
                onClick={() => remove(index)}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Stack>
            <Box>
              <PersonFields path={`${name}.${index}`} kinds={kinds} withRatio={withRatio} />
            </Box>
          </Paper>
        );
      })}
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
