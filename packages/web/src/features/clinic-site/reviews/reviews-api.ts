import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CLINIC_PEOPLE_ROUTES, RATING_ROUTES, type Doctor, type DoctorReviewsPage } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export const REVIEWS_PAGE_SIZE = 5;

/** The public profile (GET /api/doctors/:pubkey): a visitor's stars average and count. */
export const doctorProfileQuery = (pubkey: string) =>
  queryOptions({
    queryKey: ['clinic', 'doctor', pubkey],
    queryFn: ({ signal }) =>
      apiRequest<Doctor>(routePath(CLINIC_PEOPLE_ROUTES['clinic.getDoctor'], { pubkey }), { signal }),
    meta: { errorShown: true },
  });

export function useDoctorProfile(pubkey: string, enabled: boolean) {
  return useQuery({ ...doctorProfileQuery(pubkey), enabled });
}

/** The approved comments, newest first, page after page (GET /api/doctors/:pubkey/ratings, login required). */
export function useDoctorReviews(pubkey: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['clinic', 'ratings', 'doctor', pubkey],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<DoctorReviewsPage>(routePath(RATING_ROUTES['clinic.doctorReviews'], { pubkey }), {
        query: { page: pageParam, limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage * REVIEWS_PAGE_SIZE < last.total ? last.currentPage + 1 : undefined),
    enabled,
    meta: { errorShown: true },
  });
}
