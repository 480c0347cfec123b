import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { showSnackbar } from './snackbar-store';

/** The snackbar's own root, whose class says where it is anchored. */
const snackbarRoot = (text: string) => screen.getByText(text).closest('.MuiSnackbar-root');

function WithDialog({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('AppSnackbar', () => {
  it('sits at the bottom centre when no dialog is open', async () => {
    await renderPage(<WithDialog startOpen={false} />);
    act(() => showSnackbar('Name saved', 'success'));
    expect(await screen.findByText('Name saved')).toBeVisible();
    expect(snackbarRoot('Name saved')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('goes to the top centre, off the buttons, while a dialog is open', async () => {
    await renderPage(<WithDialog startOpen />);
    await screen.findByRole('dialog');
    act(() => showSnackbar('Name saved', 'success'));
    expect(await screen.findByText('Name saved')).toBeVisible();
    expect(snackbarRoot('Name saved')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    // Below the phone's app bar (56 px), not over its menu, bell and avatar.
    expect(getComputedStyle(snackbarRoot('Name saved')!).top).toBe('64px');
  });

  it('stays at the top when the dialog closes under it (no jump), and the next message is at the bottom', async () => {
    const { user } = await renderPage(<WithDialog startOpen />);
    await screen.findByRole('dialog');
    act(() => showSnackbar('Name saved', 'success'));
    expect(await screen.findByText('Name saved')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbarRoot('Name saved')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    act(() => showSnackbar('User blocked', 'success'));
    expect(await screen.findByText('User blocked')).toBeVisible();
    expect(snackbarRoot('User blocked')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('moves up when a dialog opens over a message already showing', async () => {
    const { user } = await renderPage(<WithDialog startOpen={false} />);
    act(() => showSnackbar('User blocked', 'success'));
    expect(await screen.findByText('User blocked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog');
    await expect.poll(() => snackbarRoot('User blocked')?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
  });
});
