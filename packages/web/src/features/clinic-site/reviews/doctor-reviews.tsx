import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DoctorReview } from '@bayan/shared';
import { RouterLink } from '../../../components/router-link';
import { useFormat } from '../../../hooks/use-format';
import { useStoredProfile } from '../../../hooks/use-profile';
import { addCatalogues } from '../../../i18n/add-catalogues';
import type { reviewsCatalogue } from './namespaces';
import namespaces from './namespaces';
import { useDoctorReviews } from './reviews-api';

// The section's words come with its script (the doctor page loads it lazily).
addCatalogues(namespaces);

/** The catalogue's keys, plural forms folded into their base key (`count` picks the form). */
type Key = keyof (typeof reviewsCatalogue)['ar'] extends infer K
  ? K extends `${infer Base}_${string}`
    ? Base
    : K
  : never;

/** The section's words by key, with values already in the page's digits. */
function useWords() {
  const { i18n } = useTranslation();
  return (key: Key, values: Record<string, string | number> = {}) =>
    i18n.t(`clinicReviews:${key}` as never, values as never) as unknown as string;
}

function Average({ rating, count }: { rating: number; count: number }) {
  const t = useWords();
  const format = useFormat();
  if (count === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('none')}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Rating value={rating} precision={0.1} readOnly aria-hidden />
      <Typography>
        {t('average', { rating: format.number(rating), max: format.number(5), ratings: format.number(count), count })}
      </Typography>
    </Stack>
  );
}

function Comment({ review }: { review: DoctorReview }) {
  const t = useWords();
  const format = useFormat();
  const on = format.bothCalendars(new Date(review.createdAt));
  return (
    <Stack component="li" spacing={0.5} sx={{ paddingBlock: 1.5, borderBlockEnd: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {review.author}
        </Typography>
        <Rating value={review.stars} readOnly size="small" aria-hidden />
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('stars', { stars: format.number(review.stars), max: format.number(5) })}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{review.comment}</Typography>
      <Typography component="time" dateTime={review.createdAt} variant="caption" sx={{ color: 'text.secondary' }}>
        {t('on', { hijri: on.hijri, gregorian: on.gregorian })}
      </Typography>
    </Stack>
  );
}

/** The average and count, and the approved comments, newest first: for every reader (finding 28). */
function Reviews({ doctorPubkey }: { doctorPubkey: string }) {
  const t = useWords();
  const query = useDoctorReviews(doctorPubkey);
  const commentsId = useId();
  if (query.isError) return <Alert severity="error">{t('error')}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={96} aria-hidden />;
  const [first] = query.data.pages;
  const reviews = query.data.pages.flatMap((page) => page.data);
  return (
    <Stack spacing={2}>
      <Average rating={first!.rating} count={first!.ratingCount} />
      <Typography variant="h6" component="h3" id={commentsId}>
        {t('comments')}
      </Typography>
      {reviews.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('noComments')}</Typography>
      ) : (
        <Stack component="ul" aria-labelledby={commentsId} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reviews.map((review) => (
            <Comment key={review.id} review={review} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}

/** A visitor is asked to log in to rate, with a way in and back. */
function LoginToRate() {
  const t = useWords();
  const { pathname, search } = useLocation();
  const back = new URLSearchParams({ returnTo: `${pathname}${search}` });
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} href={`/login?${back}`} color="inherit" size="small">
          {t('login')}
        </Button>
      }
    >
      {t('loginToRate')}
    </Alert>
  );
}

/**
 * The doctor page's reviews (issue 11): the stars average and count and the approved comments
 * (first name and initial) for everyone, as on Vezeeta (finding 28); a visitor is asked to log in
 * to rate.
 */
export function DoctorReviews({ doctorPubkey }: { doctorPubkey: string }) {
  const t = useWords();
  const signedIn = useStoredProfile() !== null;
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography variant="h5" component="h2" id={titleId}>
        {t('title')}
      </Typography>
      <Reviews doctorPubkey={doctorPubkey} />
      {!signedIn && <LoginToRate />}
    </Stack>
  );
}
