import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { useDialog, type DialogControl } from '../components/dialogs/use-dialog';
import { renderPage } from './render';

/**
 * Renders a create dialog the way its screen does (a button that opens it) and opens it.
 * `field` finds an input of the dialog by its label, `save` presses its Save button.
 */
export async function openDialog(Dialog: ComponentType<{ dialog: DialogControl<true> }>, title: string) {
  function Screen() {
    const dialog = useDialog();
    return (
      <>
        <button onClick={() => dialog.show(true)}>فتح</button>
        <Dialog dialog={dialog} />
      </>
    );
  }
  const view = await renderPage(<Screen />);
  await view.user.click(screen.getByRole('button', { name: 'فتح' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  return { ...view, dialog, field, save };
}
