import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { ReasonField, useReason } from './reason-field';

function Form({ min, onSend }: { min?: number; onSend: (reason: string) => void }) {
  const reason = useReason(min);
  return (
    <form onSubmit={reason.submit(onSend)}>
      <ReasonField reason={reason} label="Reason" requiredMessage="Say why." help="Kept in the log." maxLength={20} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a reason asked before acting', () => {
  it('sends it trimmed once long enough, and says so under the box until then', async () => {
    const onSend = vi.fn();
    const { user } = await renderPage(<Form min={3} onSend={onSend} />, { language: 'en' });
    const box = screen.getByRole('textbox', { name: /Reason/ });
    expect(box).toHaveAccessibleDescription('Kept in the log.');
    expect(box).toHaveAttribute('maxlength', '20');
    await user.type(box, '  ab ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Say why.');
    await user.type(box, 'c');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('ab c');
  });
});
