import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, SETTING_DEFINITIONS, type Setting } from '@bayan/shared';
import { navigateTo } from '../../../lib/navigation';
import { RouterLink } from '../../../components/router-link';
import { fill, renderPage } from '../../../test/render';
import { apiError, server } from '../../../test/server';
import SettingsRoute from './settings';

/** The settings as a fresh install lists them; PATCH answers the value it was sent and keeps each one. */
function settingsApi() {
  const rows: Setting[] = Object.entries(SETTING_DEFINITIONS).map(([key, definition]) => ({
    pubkey: `pk-${key}`,
    key,
    type: definition.type,
    group: definition.group,
    value: definition.default,
    labelAr: definition.label.ar,
    labelEn: definition.label.en,
    descriptionAr: definition.description.ar,
    descriptionEn: definition.description.en,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  const patches: unknown[] = [];
  server.use(
    http.get(API_ROUTES['settings.list'].path, () =>
      HttpResponse.json({ data: rows, total: rows.length, currentPage: 1 }),
    ),
    http.patch(API_ROUTES['settings.update'].path, async ({ request, params }) => {
      const { value } = (await request.json()) as { value: string };
      patches.push({ pubkey: params.pubkey, value });
      const row = rows.find((setting) => setting.pubkey === params.pubkey)!;
      row.value = value;
      return HttpResponse.json(row);
    }),
  );
  return patches;
}

const siteName = () => screen.getByRole('textbox', { name: 'اسم الموقع' });

async function renderSettings() {
  const patches = settingsApi();
  const view = await renderPage(
    <>
      <RouterLink href="/dashboard/users">المستخدمون</RouterLink>
      <SettingsRoute />
    </>,
    { path: '/dashboard/settings' },
  );
  await waitFor(() => expect(siteName()).toHaveValue('بيان'));
  return { ...view, patches };
}

describe('SettingsRoute, a typed value', () => {
  it('shows "Saved" until edited, then Save and Cancel; Cancel brings the saved value back', async () => {
    const { user } = await renderSettings();
    expect(screen.getAllByRole('button', { name: 'محفوظ' }).length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();

    await fill(user, siteName(), ' الجديد');
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(siteName()).toHaveValue('بيان');
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
  });

  it('saves with its own Save and shows it saved', async () => {
    const { user, patches } = await renderSettings();
    await fill(user, siteName(), ' الجديد');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(patches).toEqual([{ pubkey: 'pk-site_name', value: 'بيان الجديد' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument());
    expect(siteName()).toHaveValue('بيان الجديد');
  });
});

describe('SettingsRoute, what a save says (issue 15)', () => {
  const registration = () => screen.getByRole('switch', { name: SETTING_DEFINITIONS.registration_open.label.ar });

  it('says "Setting saved" once a switch is saved', async () => {
    const { user } = await renderSettings();
    await user.click(registration());
    expect(await screen.findByRole('alert')).toHaveTextContent('حُفظ الإعداد');
  });

  it('chooses the site’s home page from its list, in the reader’s words, saved at once', async () => {
    const { user, patches } = await renderSettings();
    const home = screen.getByRole('combobox', { name: 'الصفحة الرئيسية للموقع' });
    expect(
      within(home)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['أسماء الله الحسنى', 'العيادات: الحجز والأطباء']);
    await user.selectOptions(home, 'clinic');
    await waitFor(() => expect(patches).toContainEqual({ pubkey: 'pk-site_home', value: 'clinic' }));
  });

  it('says a refusal under the switch only, with no toast repeating it', async () => {
    const { user } = await renderSettings();
    server.use(http.patch(API_ROUTES['settings.update'].path, ({ request }) => apiError(request, 'FORBIDDEN')));
    await user.click(registration());
    await waitFor(() => expect(registration()).toHaveAccessibleDescription(/.+/));
    const refusal = registration().getAttribute('aria-describedby')!;
    const words = document.getElementById(refusal)!.textContent!;
    // A toast would come a task after the refusal: give it the time to show, had it one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(words)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SettingsRoute, leaving with unsaved changes', () => {
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('lets the page go freely while nothing is typed', async () => {
    const { user } = await renderSettings();
    expect(leave()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'المستخدمون' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/users'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns before closing the tab, and asks before following a link', async () => {
    const { user } = await renderSettings();
    await fill(user, siteName(), ' الجديد');
    expect(leave()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'المستخدمون' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'المغادرة دون حفظ؟' });
    expect(window.location.pathname).toBe('/dashboard/settings');
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/dashboard/settings');
    expect(siteName()).toHaveValue('بيان الجديد');

    await user.click(screen.getByRole('link', { name: 'المستخدمون' }));
    await user.click(await screen.findByRole('button', { name: 'غادر دون حفظ' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/users'));
  });

  it('asks before the browser’s back button leaves, and goes back once confirmed (issue 15)', async () => {
    const { user } = await renderSettings();
    // The page was reached from another one, so "back" has somewhere to go.
    window.history.replaceState(window.history.state, '', '/dashboard/users');
    await navigateTo('/dashboard/settings');
    await fill(user, siteName(), ' الجديد');

    window.history.back();
    const dialog = await screen.findByRole('alertdialog', { name: 'المغادرة دون حفظ؟' });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/settings'));
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/dashboard/settings');
    expect(siteName()).toHaveValue('بيان الجديد');

    window.history.back();
    await user.click(await screen.findByRole('button', { name: 'غادر دون حفظ' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/users'));
  });
});

describe('SettingsRoute, a typed value saved (issue 15)', () => {
  it('says it once: the button turns to "Saved", and no toast repeats it', async () => {
    const { user, patches } = await renderSettings();
    await fill(user, siteName(), ' الجديد');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('حُفظ الإعداد')).not.toBeInTheDocument();
  });
});
