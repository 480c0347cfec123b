import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type Room } from '@bayan/shared';
import { signInAs } from '../../../../test/fixtures';
import { fill, renderPage } from '../../../../test/render';
import { apiError, server } from '../../../../test/server';
import { writeApi } from '../test-api';
import MyRoomRoute from './my-room-route';

const ROOM: Room = {
  pubkey: 'DDDDDDDDDDDDDDDDDDDDDD',
  name: '12',
  description: 'الطابق الأول',
  etablissement: { pubkey: 'AAAAAAAAAAAAAAAAAAAAAA', nameAr: 'عيادة النور', nameEn: 'Al-Noor Clinic' },
  section: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('my room', () => {
  it('says plainly when no room is assigned yet', async () => {
    signInAs('DOCTOR');
    server.use(http.get(API_ROUTES['clinic.getMyRoom'].path, ({ request }) => apiError(request, 'CLINIC_NO_ROOM')));
    await renderPage(<MyRoomRoute />, { path: '/dashboard/my-room' });
    expect(await screen.findByRole('heading', { name: 'لم تُخصَّص لك غرفة بعد' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the room’s clinic and lets the doctor change its number', async () => {
    signInAs('DOCTOR');
    server.use(http.get(API_ROUTES['clinic.getMyRoom'].path, () => HttpResponse.json(ROOM)));
    const bodies = writeApi('clinic.updateMyRoom', { ...ROOM, name: '14' });
    const { user } = await renderPage(<MyRoomRoute />, { path: '/dashboard/my-room' });
    const number = await screen.findByRole('textbox', { name: /رقم الغرفة/ });
    expect(screen.getByText('عيادة النور')).toBeVisible();
    expect(number).toHaveValue('12');
    await user.clear(number);
    await fill(user, number, '14');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(bodies).toEqual([{ name: '14' }]));
  });
});
