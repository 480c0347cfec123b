import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { API_ROUTES, type Profile } from '@bayan/shared';
import { signInAs } from '../test/fixtures';
import { server } from '../test/server';
import { useDashboardProfile } from './use-profile-query';

const renders = vi.fn();

function Shell() {
  const profile = useDashboardProfile();
  renders();
  return <p>{profile ? `${profile.name} ${profile.role}` : 'none'}</p>;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Shell />
    </QueryClientProvider>,
  );
}

/** Answers the profile call with `profile`; resolves once it has been asked. */
function answerProfile(profile: Profile): Promise<void> {
  return new Promise((asked) =>
    server.use(
      http.get(API_ROUTES['auth.profile'].path, () => {
        setTimeout(asked, 0);
        return HttpResponse.json(profile);
      }),
    ),
  );
}

afterEach(() => {
  renders.mockClear();
  vi.restoreAllMocks();
});

it('draws the stored copy at once, and the same answer draws nothing again', async () => {
  const profile = signInAs('ADMIN');
  const asked = answerProfile(profile);
  show();
  expect(screen.getByText('أنا ADMIN')).toBeInTheDocument();
  await asked;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(renders).toHaveBeenCalledTimes(1);
});

it('follows a changed answer through the stored copy', async () => {
  const profile = signInAs('ADMIN');
  void answerProfile({ ...profile, role: 'SUPERADMIN' });
  show();
  expect(await screen.findByText('أنا SUPERADMIN')).toBeInTheDocument();
});

it('uses the answer itself where the browser keeps no storage', async () => {
  const profile = signInAs('ADMIN');
  localStorage.clear();
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('disabled', 'SecurityError');
  });
  void answerProfile(profile);
  show();
  expect(screen.getByText('none')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('أنا ADMIN')).toBeInTheDocument());
});
