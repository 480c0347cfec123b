import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, type DoctorReview } from '@bayan/shared';
import { signInAs } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import { DoctorReviews } from './doctor-reviews';

const DOCTOR = 'd'.repeat(22);
const review = (id: string, comment: string, createdAt: string): DoctorReview => ({
  id,
  stars: 4,
  comment,
  author: 'Huda A.',
  createdAt,
});

describe('the doctor page’s reviews', () => {
  it('shows a visitor the average, count and approved comments, and asks them to log in to rate (finding 28)', async () => {
    server.use(
      http.get(API_ROUTES['clinic.doctorReviews'].path, () =>
        HttpResponse.json({
          data: [review('r-1', 'Listened carefully.', '2026-03-01T09:00:00.000Z')],
          total: 1,
          currentPage: 1,
          rating: 4.5,
          ratingCount: 12,
        }),
      ),
    );
    await renderPage(<DoctorReviews doctorPubkey={DOCTOR} />, { language: 'en', path: `/clinic/doctors/${DOCTOR}` });

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('4.5 of 5 (12 ratings)')).toBeVisible();
    const list = within(section).getByRole('list');
    expect(within(list).getByText('Listened carefully.')).toBeVisible();
    expect(within(list).getByText('Huda A.')).toBeVisible();
    expect(within(section).getByText('Log in to rate this doctor after your visit.')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/clinic/doctors/${DOCTOR}`)}`,
    );
  });

  it('shows a logged-in reader the approved comments newest first, page after page, in Arabic digits', async () => {
    signInAs('PATIENT');
    const pages: string[] = [];
    server.use(
      http.get(API_ROUTES['clinic.doctorReviews'].path, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        const data =
          page === '1'
            ? [
                review('r-5', 'Newest', '2026-03-05T09:00:00.000Z'),
                review('r-4', 'Fourth', '2026-03-04T09:00:00.000Z'),
                review('r-3', 'Third', '2026-03-03T09:00:00.000Z'),
                review('r-2', 'Second', '2026-03-02T09:00:00.000Z'),
                review('r-1', 'First', '2026-03-01T09:00:00.000Z'),
              ]
            : [review('r-0', 'Oldest', '2026-02-28T09:00:00.000Z')];
        return HttpResponse.json({ data, total: 6, currentPage: Number(page), rating: 3.5, ratingCount: 8 });
      }),
    );
    const { user } = await renderPage(<DoctorReviews doctorPubkey={DOCTOR} />);

    const section = await screen.findByRole('region', { name: 'التقييمات' });
    expect(await within(section).findByText('٣٫٥ من ٥ (٨ تقييمات)')).toBeVisible();
    const list = within(section).getByRole('list', { name: 'تعليقات المرضى' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Newest'),
      expect.stringContaining('Fourth'),
      expect.stringContaining('Third'),
      expect.stringContaining('Second'),
      expect.stringContaining('First'),
    ]);
    expect(within(section).queryByText(/Log in to rate/)).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'اعرض مزيداً من التعليقات' }));
    expect(await within(list).findByText('Oldest')).toBeVisible();
    expect(pages).toEqual(['1', '2']);
    expect(within(section).queryByRole('button', { name: 'اعرض مزيداً من التعليقات' })).not.toBeInTheDocument();
  });
});
