import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, ROLE_LABELS } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { UsersStatistics } from './users-statistics';

describe('the accounts strip', () => {
  it('counts all accounts, then by status and by role, leaving out what counts none', async () => {
    signInAs('ADMIN');
    server.use(
      http.get(API_ROUTES['users.statistics'].path, () =>
        HttpResponse.json({
          total: 7,
          byRole: { USER: 5, ADMIN: 2, DOCTOR: 0 },
          byStatus: { ACTIVE: 6, BLOCKED: 1 },
          signupsPerMonth: [],
        }),
      ),
    );
    await renderPage(<UsersStatistics />, { language: 'en' });
    const strip = await screen.findByRole('region', { name: 'Accounts at a glance' });
    expect(within(strip).getByText('All accounts').parentElement).toHaveTextContent('All accounts7');
    const group = (title: string) => screen.getByRole('heading', { level: 2, name: title }).parentElement!;
    expect(within(group('By status')).getAllByRole('listitem')).toHaveLength(2);
    const roles = within(group('By role')).getAllByRole('listitem');
    expect(roles.map((tile) => tile.textContent)).toEqual([`${ROLE_LABELS.en.ADMIN}2`, `${ROLE_LABELS.en.USER}5`]);
  });
});
