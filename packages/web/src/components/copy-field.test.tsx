import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyField } from './copy-field';

describe('CopyField', () => {
  it('shows its value left to right, copies it whole and says so in a status line', async () => {
    const user = userEvent.setup();
    const link = 'webcal://bayan.example/api/calendar-feeds/abc.ics';
    render(<CopyField label="Calendar address" value={link} copyLabel="Copy the address" copiedText="Copied" />);
    const field = screen.getByRole('textbox', { name: 'Calendar address' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('dir', 'ltr');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied');
    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('copies the value, not what it shows', async () => {
    const user = userEvent.setup();
    render(<CopyField label="Key" value="ABCDEFGH" shown="ABCD EFGH" copyLabel="Copy" copiedText="Copied" wrap />);
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue('ABCD EFGH');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('ABCDEFGH');
  });
});
