import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { aName } from '../../../test/fixtures';
import { openDialog } from '../../../test/open-dialog';
import { fill } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import { CreateNameDialog } from './create-name-dialog';

const CREATE = API_ROUTES['names.create'].path;

/** Opens the dialog and fills the name, the order in Arabic-Indic digits. */
async function openAndFill() {
  const view = await openDialog(CreateNameDialog, 'إضافة اسم');
  const { user, field } = view;
  await fill(user, field(/^الاسم بالعربية/), 'الرَّحِيمُ');
  await fill(user, field(/^النطق اللاتيني/), 'Ar-Rahim');
  await fill(user, field(/^المعنى بالعربية/), 'ذو الرحمة بالمؤمنين');
  await fill(user, field(/^المعنى بالإنجليزية/), 'The Most Compassionate');
  await user.clear(field(/^الترتيب/));
  await fill(user, field(/^الترتيب/), '٢');
  return view;
}

describe('CreateNameDialog', () => {
  it('puts a taken order on the order field', async () => {
    server.use(http.post(CREATE, ({ request }) => apiError(request, 'NAMES_ORDER_TAKEN')));
    const { field, save } = await openAndFill();
    await save();
    await waitFor(() => expect(field(/^الترتيب/)).toHaveAccessibleDescription('هذا الترتيب مستخدم لاسم آخر.'));
    expect(field(/^الترتيب/)).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('puts the server’s validation details on their fields', async () => {
    server.use(
      http.post(CREATE, ({ request }) =>
        apiError(request, 'VALIDATION_FAILED', [{ path: 'body.name', code: 'custom', message: 'الاسم موجود.' }]),
      ),
    );
    const { field, save } = await openAndFill();
    await save();
    await waitFor(() => expect(field(/^الاسم بالعربية/)).toHaveAccessibleDescription('الاسم موجود.'));
    expect(field(/^الترتيب/)).toHaveAccessibleDescription('موضعه في القائمة؛ الصفر يجعله أولاً.');
  });

  it('sends the order as a number, then closes and says it is done', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(aName({ id: 2, order: 2 }), { status: 201 });
      }),
      http.get(API_ROUTES['names.list'].path, () => HttpResponse.json({ data: [], total: 0, currentPage: 1 })),
    );
    const { save } = await openAndFill();
    await save();

    expect(await screen.findByText('أُضيف الاسم')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: 'الرَّحِيمُ',
        transliteration: 'Ar-Rahim',
        meaningAr: 'ذو الرحمة بالمؤمنين',
        meaningEn: 'The Most Compassionate',
        description: '',
        order: 2,
        isActive: true,
      },
    ]);
  });
});
