import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fill, renderPage } from '../../test/render';
import { RowsField } from './rows-field';
import { emptyShareRow, sharesSchema } from './shares-schema';
import { useZodForm } from './use-zod-form';

const schema = z.object({ beneficiaries: sharesSchema });

/** What the endowment wizard will do with the rows: a list of beneficiaries and their shares. */
function SharesForm({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { beneficiaries: [emptyShareRow()] });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <RowsField control={form.control} name="beneficiaries" legend="المستحقون" />
      <button type="submit">حفظ</button>
    </form>
  );
}

const names = () => screen.getAllByLabelText('الاسم', { selector: 'input' });
const shares = () => screen.getAllByLabelText('الحصة (٪)', { selector: 'input' });

async function setUp() {
  const onValid = vi.fn();
  const view = await renderPage(<SharesForm onValid={onValid} />);
  const { user } = view;
  const typeRow = async (index: number, name: string, share: string) => {
    await fill(user, names()[index]!, name);
    await fill(user, shares()[index]!, share);
  };
  return { ...view, onValid, typeRow, add: () => user.click(screen.getByRole('button', { name: 'إضافة صف' })) };
}

describe('RowsField', () => {
  it('refuses shares that do not add up to 100, with the message on the list', async () => {
    const { user, onValid, typeRow, add } = await setUp();
    await typeRow(0, 'أحمد', '60');
    await add();
    await typeRow(1, 'سارة', '30');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    const list = screen.getByRole('group', { name: 'المستحقون' });
    await waitFor(() => expect(list).toHaveAccessibleDescription('مجموع الحصص يجب أن يكون ١٠٠٪ تماماً.'));
    expect(within(list).getByText('المجموع: ٩٠٪')).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('accepts shares that add up to exactly 100, typed in Arabic-Indic digits too', async () => {
    const { user, onValid, typeRow, add } = await setUp();
    await typeRow(0, 'أحمد', '٦٠');
    await add();
    await typeRow(1, 'سارة', '39.5');
    await add();
    await typeRow(2, 'مسجد الحي', '0.5');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      beneficiaries: [
        { name: 'أحمد', share: 60 },
        { name: 'سارة', share: 39.5 },
        { name: 'مسجد الحي', share: 0.5 },
      ],
    });
  });

  it('adds and removes rows, keeping the others as typed, and flags an empty row', async () => {
    const { user, onValid, typeRow, add } = await setUp();
    expect(screen.getByRole('button', { name: 'حذف الصف ١' })).toBeDisabled();
    await typeRow(0, 'أحمد', '50');
    await add();
    await add();
    await typeRow(2, 'سارة', '50');
    expect(names()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'حذف الصف ٢' }));
    expect(names().map((input) => (input as HTMLInputElement).value)).toEqual(['أحمد', 'سارة']);
    expect(shares().map((input) => (input as HTMLInputElement).value)).toEqual(['50', '50']);

    await add();
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(names()[2]).toHaveAccessibleDescription('هذا الحقل مطلوب.'));
    expect(shares()[2]).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    expect(names()[2]).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'حذف الصف ٣' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid).toHaveBeenCalledWith(
      {
        beneficiaries: [
          { name: 'أحمد', share: 50 },
          { name: 'سارة', share: 50 },
        ],
      },
      expect.anything(),
    );
  });
});
