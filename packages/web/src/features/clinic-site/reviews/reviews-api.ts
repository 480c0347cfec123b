import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { RATING_ROUTES, type DoctorReviewsPage } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export const REVIEWS_PAGE_SIZE = 5;

/**
 * The stars average and count and the approved comments, newest first, page after page
 * (GET /api/doctors/:pubkey/ratings, public): the server renders the first page (site-prefetch).
 */
export const doctorReviewsQuery = (pubkey: string) =>
  infiniteQueryOptions({
    queryKey: ['clinic', 'ratings', 'doctor', pubkey],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<DoctorReviewsPage>(routePath(RATING_ROUTES['clinic.doctorReviews'], { pubkey }), {
        query: { page: pageParam, limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: DoctorReviewsPage) =>
      last.currentPage * REVIEWS_PAGE_SIZE < last.total ? last.currentPage + 1 : undefined,
    meta: { errorShown: true },
  });

export const useDoctorReviews = (pubkey: string) => useInfiniteQuery(doctorReviewsQuery(pubkey));
