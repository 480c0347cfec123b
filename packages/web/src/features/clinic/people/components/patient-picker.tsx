import type { FieldValues } from 'react-hook-form';
import { CLINIC_PEOPLE_ROUTES, type Patient } from '@bayan/shared';
import { routePath } from '../../../../lib/api-client';
import { fetchListPage } from '../../../../lib/list-page';
import { SearchPicker, type SearchPickerProps } from './search-picker';

/** A patient of the clinic, found by name, phone, ID or email (GET /api/patients: all for admins, a clinic's for its staff, as booking for a patient finds them). */
export function PatientPicker<V extends FieldValues, T>(props: Omit<SearchPickerProps<V, T>, 'queryKey' | 'search'>) {
  return (
    <SearchPicker
      {...props}
      queryKey={['clinic', 'patients', 'picker']}
      search={async (q, signal) => {
        const page = await fetchListPage<Patient>(
          routePath(CLINIC_PEOPLE_ROUTES['clinic.listPatients']),
          { q: q || undefined, limit: 20, sort: 'name' },
          signal,
        );
        return page.rows.map(({ pubkey, name }) => ({ pubkey, name }));
      }}
    />
  );
}
