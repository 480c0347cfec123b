import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import BookingRoute from './booking-route';
import { DOCTOR, at, bookingApi } from './booking-test-api';

const historyGo = async (delta: number) => {
  await act(async () => {
    window.history.go(delta);
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
};

/** Speciality, doctor, type and the 09:00 slot chosen: the confirm step. */
async function upToConfirm() {
  signInAs('PATIENT');
  bookingApi();
  server.use(http.get(API_ROUTES['clinic.getDoctor'].path, () => HttpResponse.json(DOCTOR)));
  const view = await renderPage(<BookingRoute />, { language: 'en', path: '/dashboard/book-appointment' });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: /Dentistry/ }));
  await user.click(await screen.findByRole('button', { name: /د. سمير/ }));
  await user.click(await screen.findByRole('button', { name: /Check-up/ }));
  const slots = await screen.findByRole('region', { name: 'Choose a day and a time' });
  await user.click(within(slots).getByText((_, node) => node?.getAttribute('datetime') === at('09:00')));
  await screen.findByRole('region', { name: 'Check and confirm' });
  return view;
}

describe('the booking wizard in the address (finding 6)', () => {
  it('goes one step back on the browser’s Back, choices kept, and forward again', async () => {
    await upToConfirm();
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toMatchObject({
      speciality: 's-1',
      doctor: 'd-1',
      type: 't-1',
      step: 'confirm',
    });
    expect(Date.parse(params.get('start')!)).toBe(Date.parse(at('09:00')));

    await historyGo(-1);
    expect(await screen.findByRole('region', { name: 'Choose a day and a time' })).toBeVisible();
    await historyGo(-1);
    const types = await screen.findByRole('region', { name: 'Choose the consultation type' });
    expect(within(types).getByRole('button', { name: /Check-up/ })).toHaveAttribute('aria-pressed', 'true');
    await historyGo(-1);
    expect(await screen.findByRole('button', { name: /د. سمير/ })).toHaveAttribute('aria-pressed', 'true');

    await historyGo(3);
    const confirm = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(within(confirm).getByText('د. سمير')).toBeVisible();
  });

  it('finds every choice again after a reload, at the same step', async () => {
    const { unmount } = await upToConfirm();
    const address = window.location.pathname + window.location.search;
    unmount();
    await renderPage(<BookingRoute />, { language: 'en', path: address });
    const confirm = await screen.findByRole('region', { name: 'Check and confirm' });
    expect(within(confirm).getByText('د. سمير')).toBeVisible();
    expect(within(confirm).getByText(/Check-up/)).toBeVisible();
  });

  it('the page’s Back button goes one step back with the choice still marked', async () => {
    const { user } = await upToConfirm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const slots = await screen.findByRole('region', { name: 'Choose a day and a time' });
    expect(within(slots).getByText((_, node) => node?.getAttribute('datetime') === at('09:00'))).toBeVisible();
    expect(new URLSearchParams(window.location.search).get('step')).toBe('slot');
  });
});
