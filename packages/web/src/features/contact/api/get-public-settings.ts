import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '../../../hooks/use-public-settings';

/** The public settings with their loading and error states, for the page that lists the contact details. */
export function usePublicSettingsQuery() {
  return useQuery(publicSettingsQuery);
}
