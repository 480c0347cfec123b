import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, profileCompletion, type ProfileFacts } from '@bayan/shared';
import { server } from '../../../test/server';
import { renderPage } from '../../../test/render';
import { ProfileCompletionCard } from './profile-completion-card';

const COMPLETION = API_ROUTES['endowments.profileCompletion'].path;
const ALL: ProfileFacts = {
  firstName: true,
  fatherName: true,
  grandfatherName: true,
  lastName: true,
  idNumber: true,
  birthday: true,
  phoneVerified: true,
  emailVerified: true,
  nationalAddress: true,
  gender: true,
  document: true,
};

/** The server answers the completion of these facts (the shared rule the server runs). */
function answer(facts: Partial<ProfileFacts>) {
  server.use(http.get(COMPLETION, () => HttpResponse.json(profileCompletion({ ...ALL, ...facts }))));
}

const missingFour = { fatherName: false, grandfatherName: false, nationalAddress: false, phoneVerified: false };

describe('ProfileCompletionCard', () => {
  it.each([
    ['pleaseFill', { ...missingFour, idNumber: false, birthday: false }, 'يرجى تعبئة البيانات', '٣ من ٩', 33],
    ['almostMinimum', missingFour, 'أوشكت على الحد الأدنى', '٥ من ٩', 56],
    ['minimumReached', { document: false }, 'وصلت إلى الحد الأدنى', '٩ من ٩', 100],
    ['finished', {}, 'تم الانتهاء بنجاح', '٩ من ٩', 100],
  ] as const)(
    '%s: the stage in the spec’s words, done of total in Arabic digits',
    async (_, facts, words, count, percent) => {
      answer(facts);
      await renderPage(<ProfileCompletionCard />);
      expect(await screen.findByText(words)).toBeInTheDocument();
      expect(screen.getByText(`${count} من البيانات المطلوبة`)).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
    },
  );

  it('lists each missing detail as a link to its field, in the form’s order', async () => {
    answer(missingFour);
    await renderPage(<ProfileCompletionCard />, { language: 'en', path: '/dashboard/profile' });
    const list = await screen.findByRole('list', { name: 'Still needed' });
    const links = [...list.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ["Father's name", '/dashboard/profile?focus=fatherName'],
      ["Grandfather's name", '/dashboard/profile?focus=grandfatherName'],
      ['A confirmed mobile number', '/dashboard/profile?focus=phoneVerified'],
      ['National address', '/dashboard/profile?focus=nationalAddress'],
    ]);
    expect(screen.getByText('Almost at the minimum')).toBeInTheDocument();
  });

  it('once the minimum is reached, lists what finishes the profile; the document has no field to lead to', async () => {
    answer({ gender: false, document: false });
    await renderPage(<ProfileCompletionCard />, { language: 'en' });
    const extras = await screen.findByRole('list', { name: 'To finish your profile' });
    expect(screen.queryByRole('list', { name: 'Still needed' })).toBeNull();
    expect(extras.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Gender' })).toHaveAttribute('href', '/?focus=gender');
    expect(screen.queryByRole('link', { name: /ID document/ })).toBeNull();
    expect(screen.getByText(/An ID document on file/)).toBeInTheDocument();
  });

  it('says so when the completion cannot be read', async () => {
    server.use(http.get(COMPLETION, () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })));
    await renderPage(<ProfileCompletionCard />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile completion could not be loaded.');
  });
});
