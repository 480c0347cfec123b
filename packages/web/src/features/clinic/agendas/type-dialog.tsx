import { useTranslation } from 'react-i18next';
import type { ConsultationType } from '@bayan/shared';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useLanguage } from '../../../i18n/use-language';
import { useAddType, useUpdateType } from './agendas-api';
import { TypeFields } from './type-fields';
import { typeFormSchema, typeFormValues } from './type-form';

/** What the type dialog is for: a new type on the agenda, or one of its types to change. */
export type TypeTarget = { agenda: string } | { type: ConsultationType };

/** A consultation type added to an agenda or changed (booked appointments keep their price and length). */
export function TypeDialog({ dialog }: { dialog: DialogControl<TypeTarget> }) {
  const { t } = useTranslation('agendas');
  const { language } = useLanguage();
  const target = dialog.item;
  const editing = target && 'type' in target ? target.type : undefined;
  const form = useZodForm(typeFormSchema, typeFormValues(editing));
  const add = useAddType(target && 'agenda' in target ? target.agenda : '');
  const update = useUpdateType();
  const done = { onSuccess: dialog.closeAfterSuccess, onError: (error: unknown) => applyServerErrors(form, error) };
  const submit = form.handleSubmit((body) =>
    editing ? update.mutate({ pubkey: editing.id, body }, done) : add.mutate(body, done),
  );
  const name = editing && (language === 'ar' ? editing.nameAr : editing.nameEn);
  return (
    <FormDialog
      open={dialog.open}
      title={name ? t('types.editTitle', { name }) : t('types.addTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={add.isPending || update.isPending || dialog.closing}
    >
      <TypeFields control={form.control} />
    </FormDialog>
  );
}
