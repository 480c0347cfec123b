import type { QueryClient } from '@tanstack/react-query';
import type { PageAt } from '../../lib/feature/page-handle';
import { doctorQuery, doctorsQuery, freeSlotsQuery } from './api/doctors';
import { clinicsQuery, servicesQuery, specialitiesQuery } from './api/directory';
import { addDays } from './doctor/free-days';
import { WINDOW_DAYS } from './doctor/free-slots';
import { doctorReviewsQuery } from './reviews/reviews-api';

/**
 * A doctor's page as the server renders it (issue 30): the profile, the first two weeks of free
 * times of the first consultation type offered and the first page of reviews, as the page's first
 * render asks for them.
 */
async function prefetchDoctor(client: QueryClient, pubkey: string): Promise<void> {
  const from = new Date().toISOString().slice(0, 10);
  const to = addDays(from, WINDOW_DAYS - 1);
  const [, offered] = await Promise.all([
    client.prefetchQuery(doctorQuery(pubkey)),
    client.fetchQuery(freeSlotsQuery(pubkey, from, to, '')).catch(() => undefined),
    client.prefetchInfiniteQuery(doctorReviewsQuery(pubkey)),
  ]);
  const type = offered?.consultationTypes[0];
  if (type) await client.prefetchQuery(freeSlotsQuery(pubkey, from, to, type.id));
}

/** The site's page an address shows, by its last segment (`/about`, `/specialities`…). */
export const siteSection = (pathname: string) => pathname.split('/').filter(Boolean).at(-1);

/** What each page of the clinic's site reads first (site-route.tsx), fetched by the server. */
export function prefetchSitePage(client: QueryClient, { pathname, params, search }: PageAt): Promise<unknown> {
  const section = siteSection(pathname);
  if (params.pubkey) return prefetchDoctor(client, params.pubkey);
  if (section === 'about') return client.prefetchQuery(clinicsQuery);
  if (section === 'specialities')
    return Promise.all([client.prefetchQuery(specialitiesQuery), client.prefetchQuery(servicesQuery)]);
  const filters = { speciality: search.get('speciality') ?? '', etablissement: search.get('etablissement') ?? '' };
  return Promise.all([
    client.prefetchQuery(doctorsQuery(filters)),
    client.prefetchQuery(specialitiesQuery),
    client.prefetchQuery(clinicsQuery),
  ]);
}
