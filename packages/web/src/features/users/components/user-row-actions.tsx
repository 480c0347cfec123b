import BlockRounded from '@mui/icons-material/BlockRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FingerprintRounded from '@mui/icons-material/FingerprintRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import PhonelinkEraseRounded from '@mui/icons-material/PhonelinkEraseRounded';
import { useTranslation } from 'react-i18next';
import type { User } from '@bayan/shared';
import { DeleteRowAction, RowAction } from '../../../components/data-table/row-action';

interface UserRowActionsProps {
  user: User;
  /** The signed-in admin's own row: the server refuses to block or delete it, so it is not offered. */
  self: boolean;
  /** Whether the signed-in admin may act on this account at all (an ADMIN not on an ADMIN): else no action. */
  manageable: boolean;
  /** Whether the signed-in admin may release ID numbers (a SUPERADMIN: the support path). */
  mayReleaseIdNumber: boolean;
  /** Whether the signed-in admin may reset another account's second factor (a SUPERADMIN). */
  mayResetTotp: boolean;
  onEdit: (user: User) => void;
  onToggle: (user: User) => void;
  onDelete: (user: User) => void;
  onReleaseIdNumber: (user: User) => void;
  onResetTotp: (user: User) => void;
}

/**
 * Edit, block or unblock, delete; a deleted account can only be looked at and edited. A SUPERADMIN
 * may also release the ID number an account holds (a deleted one's too: it still holds it), and
 * reset the second factor of another live account that has one.
 */
export function UserRowActions({
  user,
  self,
  manageable,
  mayReleaseIdNumber,
  onEdit,
  onToggle,
  onDelete,
  onReleaseIdNumber,
  mayResetTotp,
  onResetTotp,
}: UserRowActionsProps) {
  const { t } = useTranslation('users');
  if (!manageable) return null;
  const name = user.name;
  const live = user.status !== 'DELETED' && !self;
  const blocked = user.status === 'BLOCKED';
  return (
    <>
      <RowAction label={t('rowActions.edit', { name })} icon={<EditOutlined />} onClick={() => onEdit(user)} />
      {live && (
        <RowAction
          label={t(blocked ? 'rowActions.unblock' : 'rowActions.block', { name })}
          icon={blocked ? <LockOpenRounded /> : <BlockRounded />}
          onClick={() => onToggle(user)}
        />
      )}
      {mayReleaseIdNumber && user.idNumber !== null && (
        <RowAction
          label={t('rowActions.releaseIdNumber', { name })}
          icon={<FingerprintRounded />}
          onClick={() => onReleaseIdNumber(user)}
        />
      )}
      {mayResetTotp && live && user.totpEnabled && (
        <RowAction
          label={t('rowActions.resetTotp', { name })}
          icon={<PhonelinkEraseRounded />}
          onClick={() => onResetTotp(user)}
        />
      )}
      {live && <DeleteRowAction label={t('rowActions.delete', { name })} onClick={() => onDelete(user)} />}
    </>
  );
}
