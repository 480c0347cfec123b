import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ApiRoute, DIRECTORY_ROUTES } from '@bayan/shared';
import { useLanguage } from '../i18n/use-language';
import { routePath } from '../lib/api-client';
import { fetchAllPages } from '../lib/list-page';

export interface Choice {
  value: string;
  label: string;
}

type Named = { pubkey: string; nameAr: string; nameEn: string };
type Query = Record<string, string | undefined>;

/** Every row of a clinic directory list (GET /api/etablissements, /api/specialities, /api/rooms…) for a picker. */
export function useDirectoryRows<T>(route: ApiRoute, query: Query = {}, enabled = true) {
  return useQuery({
    queryKey: ['clinic', 'directory', route, query],
    queryFn: ({ signal }) => fetchAllPages<T>(routePath(route), { ...query, limit: MAX_PAGE_SIZE }, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** A directory's bilingual entries as choices, named in the page's language. */
export function useNamedChoices(route: ApiRoute, query: Query = {}, enabled = true) {
  const { language } = useLanguage();
  const rows = useDirectoryRows<Named>(route, query, enabled);
  const choices: Choice[] = (rows.data ?? []).map((row) => ({
    value: row.pubkey,
    label: language === 'ar' ? row.nameAr : row.nameEn,
  }));
  return { choices, isPending: rows.isPending && enabled };
}

/** The clinics (GET /api/etablissements): a STAFF account's clinic, a doctor's, a filter. */
export const useEtablissementChoices = (enabled = true) =>
  useNamedChoices(DIRECTORY_ROUTES['clinic.listEtablissements'], { sort: 'nameAr' }, enabled);
