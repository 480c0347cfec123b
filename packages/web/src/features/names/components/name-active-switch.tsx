import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { Name } from '@bayan/shared';
import { useUpdateName } from '../api/update-name';

/** Shows or hides a name on the public site straight from the list (PATCH {isActive}). */
export function NameActiveSwitch({ name }: { name: Name }) {
  const { t } = useTranslation('names');
  const update = useUpdateName();
  // While the change is on its way the switch already shows where it is going.
  const checked = update.isPending ? !name.isActive : name.isActive;
  return (
    <Switch
      checked={checked}
      // Not disabled while saving: that would throw the keyboard focus out of the list.
      onChange={(_event, isActive) => {
        if (!update.isPending) update.mutate({ id: name.id, body: { isActive } });
      }}
      slotProps={{ input: { 'aria-label': t('admin.rowActions.toggle', { name: name.name }) } }}
    />
  );
}
