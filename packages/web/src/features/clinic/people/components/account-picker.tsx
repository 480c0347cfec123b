import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USERS_ROUTES, type UserPickerItem } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { PEOPLE, type People } from './people-kinds';
import { SearchPicker, type SearchPickerProps } from './search-picker';

interface AccountPickerProps<V extends FieldValues, T> extends Omit<SearchPickerProps<V, T>, 'queryKey' | 'search'> {
  /** The accounts offered: DOCTOR ones for a doctor's profile, PATIENT ones for a file. */
  role: 'DOCTOR' | 'PATIENT';
}

/** An account of one role, searched by what is typed (GET /api/users/list, at most 50; the admins'). */
export function AccountPicker<V extends FieldValues, T>({ role, ...props }: AccountPickerProps<V, T>) {
  return (
    <SearchPicker
      {...props}
      queryKey={['users', 'picker', role]}
      search={(q, signal) =>
        apiRequest<UserPickerItem[]>(routePath(USERS_ROUTES['users.picker']), {
          query: { q: q || undefined, role },
          signal,
        })
      }
    />
  );
}

interface AccountOrNameProps<V extends FieldValues, T> extends Pick<AccountPickerProps<V, T>, 'control' | 'name'> {
  /** A doctor's profile (DOCTOR accounts) or a patient's file (PATIENT ones): the texts under `<people>.fields`. */
  people: People;
  /** The one edited; none for a new profile. */
  person: { name: string } | undefined;
}

/** A profile form's first line: the person's name when editing one, else the account a new one is for. */
export function AccountOrName<V extends FieldValues, T>({ people, person, control, name }: AccountOrNameProps<V, T>) {
  const { t } = useTranslation('clinicPeople');
  return person ? (
    <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
      {person.name}
    </Typography>
  ) : (
    <AccountPicker
      control={control}
      name={name}
      role={PEOPLE[people].role}
      label={t(`${people}.fields.account`)}
      helperText={t(`${people}.fields.accountHelp`)}
    />
  );
}
