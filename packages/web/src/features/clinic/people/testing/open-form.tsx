import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { useDialog, type DialogControl } from '../../../../components/dialogs/use-dialog';
import { renderPage } from '../../../../test/render';

/** Renders a create-or-edit dialog as its list does and opens it for `item` (`true`: a new one). */
export async function openForm<T>(
  Dialog: ComponentType<{ dialog: DialogControl<T | true> }>,
  item: T | true,
  title: string,
  language: 'ar' | 'en' = 'ar',
) {
  function Screen() {
    const dialog = useDialog<T | true>();
    return (
      <>
        <button onClick={() => dialog.show(item)}>open</button>
        <Dialog dialog={dialog} />
      </>
    );
  }
  const view = await renderPage(<Screen />, { language });
  await view.user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, select, textarea' });
  const save = () => view.user.click(within(dialog).getByRole('button', { name: language === 'ar' ? 'حفظ' : 'Save' }));
  return { ...view, dialog, field, save };
}
