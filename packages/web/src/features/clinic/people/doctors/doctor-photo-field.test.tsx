import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES, errorMessage } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { apiError, server } from '../../../../test/server';
import { openForm } from '../testing/open-form';
import { aDoctor, directoryApi, KEYS } from '../testing/test-api';
import { DoctorFormDialog } from './doctor-form-dialog';

const PHOTO_PATH = API_ROUTES['clinic.putDoctorPhoto'].path.replace(':pubkey', KEYS.doctor);
const TITLE = 'تعديل الطبيب سمير العتيبي';

/**
 * What the photo route was sent: the form's content type and its `photo` part's type, or "DELETE".
 * (jsdom's File loses its name and bytes on the way through Node's fetch; a browser keeps them.)
 */
function photoApi() {
  const sent: (string | { form: string | undefined; photo: string })[] = [];
  server.use(
    http.put(PHOTO_PATH, async ({ request }) => {
      const photo = (await request.formData()).get('photo') as File;
      const form = request.headers.get('content-type')?.split(';')[0];
      sent.push({ form, photo: photo.type });
      return HttpResponse.json(aDoctor({ photoUrl: `/api/doctors/${KEYS.doctor}/photo?v=2` }));
    }),
    http.delete(PHOTO_PATH, () => {
      sent.push('DELETE');
      return HttpResponse.json(aDoctor());
    }),
  );
  return sent;
}

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the doctor form’s photo', () => {
  it('previews the chosen photo and sends it to the photo route on save', async () => {
    signInAs('ADMIN');
    directoryApi();
    const sent = photoApi();
    const { user, dialog, save } = await openForm(DoctorFormDialog, aDoctor(), TITLE);
    expect(within(dialog).getByRole('img', { name: 'سمير العتيبي' })).toHaveTextContent('سع');

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('الصورة', { selector: 'input' }), file);
    expect(within(dialog).getByRole('img', { name: 'سمير العتيبي' })).toHaveAttribute('src', 'blob:preview');
    await save();

    await waitFor(() => expect(sent).toEqual([{ form: 'multipart/form-data', photo: 'image/png' }]));
  });

  it('removes the photo the doctor has, and refuses a file of another type before sending', async () => {
    signInAs('ADMIN');
    directoryApi();
    const sent = photoApi();
    const doctor = aDoctor({ photoUrl: `/api/doctors/${KEYS.doctor}/photo?v=1` });
    const { user, dialog, save } = await openForm(DoctorFormDialog, doctor, TITLE);
    expect(within(dialog).getByRole('img', { name: 'سمير العتيبي' })).toHaveAttribute('src', doctor.photoUrl);

    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(within(dialog).getByLabelText('الصورة', { selector: 'input' }), { target: { files: [gif] } });
    expect(within(dialog).getByText('اختر صورة JPEG أو PNG أو WebP.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'إزالة الصورة' }));
    expect(within(dialog).getByRole('img', { name: 'سمير العتيبي' }).querySelector('img')).toBeNull();
    await save();

    await waitFor(() => expect(sent).toEqual(['DELETE']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a refused photo under the photo only, with no toast repeating it (issue 15)', async () => {
    signInAs('ADMIN');
    directoryApi();
    server.use(http.put(PHOTO_PATH, ({ request }) => apiError(request, 'CLINIC_DOCTOR_PHOTO_TYPE')));
    const { user, dialog, save } = await openForm(DoctorFormDialog, aDoctor(), TITLE);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('الصورة', { selector: 'input' }), file);
    await save();

    const message = errorMessage('CLINIC_DOCTOR_PHOTO_TYPE', 'ar');
    expect(await within(dialog).findByText(message)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
