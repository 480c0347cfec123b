import EditOutlined from '@mui/icons-material/EditOutlined';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Name } from '@bayan/shared';
import { DateCell } from '../../../components/data-table/date-cell';
import { DataTable } from '../../../components/data-table/data-table';
import { DeleteRowAction, RowAction } from '../../../components/data-table/row-action';
import type { Column, ListQueryState } from '../../../components/data-table/types';
import { tableBindings, type useListParams } from '../../../components/data-table/use-list-params';
import { useFormat } from '../../../hooks/use-format';
import { useLanguage } from '../../../i18n/use-language';
import { ADMIN_NAMES_PAGE_SIZE } from '../api/get-admin-names';
import { NameActiveSwitch } from './name-active-switch';

interface AdminNamesTableProps {
  query: ListQueryState<Name>;
  list: ReturnType<typeof useListParams<'isActive'>>;
  onEdit: (name: Name) => void;
  onDelete: (name: Name) => void;
}

/** The names with their order, meaning, visibility switch and row actions; sorted by the server. */
export function AdminNamesTable({ query, list, onEdit, onDelete }: AdminNamesTableProps) {
  const { t } = useTranslation('names');
  const { language } = useLanguage();
  const format = useFormat();
  const columns: Column<Name>[] = [
    {
      id: 'order',
      label: t('admin.columns.order'),
      sortKey: 'order',
      render: (n) => format.number(n.order),
      width: 96,
    },
    {
      id: 'name',
      label: t('admin.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (n) => (
        <Typography component="span" lang="ar" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {n.name}
        </Typography>
      ),
    },
    {
      id: 'transliteration',
      label: t('admin.columns.transliteration'),
      sortKey: 'transliteration',
      render: (n) => <span lang="en">{n.transliteration}</span>,
    },
    {
      id: 'meaning',
      label: t('admin.columns.meaning'),
      render: (n) => (language === 'ar' ? n.meaningAr : <span lang="en">{n.meaningEn}</span>),
    },
    { id: 'active', label: t('admin.columns.active'), render: (n) => <NameActiveSwitch name={n} /> },
    {
      id: 'createdAt',
      label: t('admin.columns.createdAt'),
      sortKey: 'createdAt',
      render: (n) => <DateCell value={n.createdAt} />,
    },
  ];

  return (
    <DataTable
      label={t('admin.listLabel')}
      columns={columns}
      query={query}
      rowKey={(n) => n.id}
      pageSize={ADMIN_NAMES_PAGE_SIZE}
      {...tableBindings(list)}
      rowActions={(n) => (
        <>
          <RowAction
            label={t('admin.rowActions.edit', { name: n.name })}
            icon={<EditOutlined />}
            onClick={() => onEdit(n)}
          />
          <DeleteRowAction label={t('admin.rowActions.delete', { name: n.name })} onClick={() => onDelete(n)} />
        </>
      )}
    />
  );
}
